import type * as en from './modal.messages'

export const close: typeof en.close = 'إغلاق النافذة'
