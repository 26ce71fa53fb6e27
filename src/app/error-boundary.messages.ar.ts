import type * as en from './error-boundary.messages'

export const eyebrow: typeof en.eyebrow = 'حدث خطأ ما'

export const heading: typeof en.heading = 'سقطت منّا هذه الصفحة، لكن أغراضك لا تسقط منّا أبدًا.'

export const text: typeof en.text =
  'تعذّر تحميل جزء من هذه الصفحة. يرجى المحاولة مرة أخرى بعد قليل أو العودة إلى الصفحة الرئيسية، ومنسّق النقل الخاص بك على بُعد اتصال واحد.'

export const home: typeof en.home = 'العودة إلى الرئيسية'

export const retry: typeof en.retry = 'إعادة المحاولة'
