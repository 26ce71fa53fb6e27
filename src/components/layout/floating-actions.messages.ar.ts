import type * as en from './floating-actions.messages'

export const chat: typeof en.chat = 'تحدّث معنا عبر واتساب'

export const chatLink: typeof en.chatLink = 'تحدّث معنا عبر واتساب (يُفتح في علامة تبويب جديدة)'

export const scrollToTop: typeof en.scrollToTop = 'العودة إلى أعلى الصفحة'

export const bar: typeof en.bar = 'تواصل سريع'
