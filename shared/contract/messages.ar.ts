import type * as en from './messages.ts'

export type { ErrorBody, FieldErrors, Parsed, Schema } from './messages.ts'

export const validationMessages: typeof en.validationMessages = {
  fullName: 'يرجى إدخال اسمك الكامل.',
  phoneNumber: 'يرجى إدخال رقم جوالك.',
  email: 'يرجى إدخال بريدك الإلكتروني.',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح.',
  serviceType: 'يرجى اختيار نوع الخدمة.',
  message: 'يرجى كتابة رسالتك.',
  recaptchaToken: 'يرجى إكمال التحقق عبر reCAPTCHA.',
  trackingNumber: 'يرجى إدخال رقم التتبع.',
}
