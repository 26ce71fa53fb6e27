import type * as en from './service.messages'

export const getQuote: typeof en.getQuote = (service) => `اطلب عرض سعر لخدمة ${service}`

export const movingEyebrow: typeof en.movingEyebrow = 'خدمة نقل'

export const logisticsEyebrow: typeof en.logisticsEyebrow = 'خدمة لوجستية'

export const whereWeMoveTitle: typeof en.whereWeMoveTitle = 'وجهاتنا حول العالم'

export const whereWeMoveSubtitle: typeof en.whereWeMoveSubtitle =
  'أدلة للدول تشمل القواعد الجمركية والمستندات والحيوانات الأليفة والمركبات ومدد الشحن من الباب إلى الباب.'

export const guide: typeof en.guide = (service) => `اقرأ الدليل الكامل: ${service} في قطر`

export const otherServices: typeof en.otherServices = 'خدمات أخرى'
