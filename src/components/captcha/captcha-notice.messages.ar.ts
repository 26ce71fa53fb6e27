import type * as en from './captcha-notice.messages'

export const protectedBy: typeof en.protectedBy = 'هذا الموقع محمي بخدمة reCAPTCHA، وتسري عليه '

export const privacyPolicy: typeof en.privacyPolicy = 'سياسة الخصوصية'

export const and: typeof en.and = ' و'

export const termsOfService: typeof en.termsOfService = 'شروط الخدمة'

export const apply: typeof en.apply = ' الخاصة بـ Google.'

export const disabled: typeof en.disabled =
  'التحقق من الروبوتات متوقف على هذه النسخة: لم يُضبط مفتاح موقع reCAPTCHA.'

export const unavailable: typeof en.unavailable =
  'تعذّر تحميل التحقق من reCAPTCHA (ربما حُظر، أو أنك غير متصل بالإنترنت)، لذا لا يمكن إرسال هذا النموذج الآن. ما كتبته محفوظ. يمكنك أيضًا الاتصال بنا على '

export const or: typeof en.or = ' أو '

export const whatsapp: typeof en.whatsapp = 'التحدث معنا عبر واتساب'

export const end: typeof en.end = '.'
