import type * as en from './layout.messages'

export const layoutMessages: typeof en.layoutMessages = {
  skipToContent: 'الانتقال إلى المحتوى',
  quotePlannerTitle: 'اطلب عرض سعر',
}
