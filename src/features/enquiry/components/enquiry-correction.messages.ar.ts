import type * as en from './enquiry-correction.messages'

export const heading: typeof en.heading = 'يرجى مراجعة استفسارك'

export const intro: typeof en.intro =
  'بعض التفاصيل ناقصة أو تحتاج إلى مراجعة. كل ما كتبته لا يزال محفوظًا هنا.'
