import type * as en from './layout.messages'

export const skipToContent: typeof en.skipToContent = 'الانتقال إلى المحتوى'

export const quotePlannerTitle: typeof en.quotePlannerTitle = 'اطلب عرض سعر'
