import type * as en from './floating-actions.messages'

export const floatingActionsMessages: typeof en.floatingActionsMessages = {
  chat: 'تحدّث معنا عبر واتساب',
  chatLink: 'تحدّث معنا عبر واتساب (يُفتح في علامة تبويب جديدة)',
  scrollToTop: 'العودة إلى أعلى الصفحة',
}
