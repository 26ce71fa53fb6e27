import type * as en from './modal.messages'

export const modalMessages: typeof en.modalMessages = {
  close: 'إغلاق النافذة',
}
