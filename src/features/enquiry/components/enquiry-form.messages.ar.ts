import type * as en from './enquiry-form.messages'

export const failure: typeof en.failure = 'تعذّر إرسال النموذج. يرجى المحاولة مجددًا.'

export const name: typeof en.name = 'الاسم'

export const phone: typeof en.phone = 'رقم الجوال'

export const email: typeof en.email = 'البريد الإلكتروني'

export const serviceType: typeof en.serviceType = 'نوع الخدمة'

export const servicePlaceholder: typeof en.servicePlaceholder = 'اختر الخدمة'

export const message: typeof en.message = 'الرسالة'

export const messagePlaceholder: typeof en.messagePlaceholder =
  'من أين وإلى أين تنتقل، والمواعيد المفضّلة، وأي تفاصيل ينبغي أن نعرفها'

export const submitting: typeof en.submitting = 'جارٍ الإرسال'

export const submit: typeof en.submit = 'إرسال'
