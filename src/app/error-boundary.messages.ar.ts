import type * as en from './error-boundary.messages'

export const errorBoundaryMessages: typeof en.errorBoundaryMessages = {
  eyebrow: 'حدث خطأ ما',
  heading: 'سقطت منّا هذه الصفحة، لكن أغراضك لا تسقط منّا أبدًا.',
  text: 'تعذّر تحميل جزء من هذه الصفحة. يرجى المحاولة مرة أخرى بعد قليل أو العودة إلى الصفحة الرئيسية، ومنسّق النقل الخاص بك على بُعد اتصال واحد.',
  home: 'العودة إلى الرئيسية',
  retry: 'إعادة المحاولة',
}
