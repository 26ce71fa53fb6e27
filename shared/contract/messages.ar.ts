import type * as en from './messages.ts'

export type { ErrorBody, FieldErrors, Parsed, Schema } from './messages.ts'

export const validationMessages: typeof en.validationMessages = {
  fullName: 'يرجى إدخال اسمك الكامل.',
  phoneNumber: 'يرجى إدخال رقم هاتفك.',
  email: 'يرجى إدخال بريدك الإلكتروني.',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح.',
  serviceType: 'يرجى اختيار نوع الخدمة.',
  message: 'يرجى كتابة رسالتك.',
  recaptchaToken: 'يرجى إكمال التحقق عبر reCAPTCHA.',
  trackingNumber: 'يرجى إدخال رقم التتبع.',
}

export const privacyMessages: typeof en.privacyMessages = {
  contactLast4: 'يرجى إدخال آخر 4 أرقام من رقم التواصل.',
  refused:
    'هذه البيانات لا تطابق سجلاتنا. تحقّق من رقم التتبع ومن آخر 4 أرقام من رقم التواصل المسجّل.',
  tooManyAttempts: 'محاولات خاطئة كثيرة. حمايةً لبيانات العميل، يرجى المحاولة مجددًا بعد ساعة.',
}

export const milestoneLabels: typeof en.milestoneLabels = {
  booked: 'تم الحجز',
  collected: 'تم الاستلام',
  departed: 'غادرت الشحنة',
  in_transit: 'في الطريق',
  arrived: 'وصلت الشحنة',
  customs_cleared: 'تم التخليص الجمركي',
  delivered: 'تم التسليم',
}
