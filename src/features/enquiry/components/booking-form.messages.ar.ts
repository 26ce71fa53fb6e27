import type * as en from './booking-form.messages'

export const failure: typeof en.failure = 'تعذّر إرسال الاستفسار. يرجى المحاولة مجددًا.'

export const form: typeof en.form = 'طلب حجز'

export const close: typeof en.close = 'إغلاق نموذج الحجز'

export const fullName: typeof en.fullName = 'الاسم الكامل'

export const namePlaceholder: typeof en.namePlaceholder = 'اسمك الكامل'

export const nameHint: typeof en.nameHint =
  'ابدأ باسمك، وستظهر بعده بقية خانات طلب عرض السعر المجاني.'

export const phone: typeof en.phone = 'رقم الجوال'

export const serviceType: typeof en.serviceType = 'نوع الخدمة'

export const servicePlaceholder: typeof en.servicePlaceholder = 'اختر الخدمة'

export const email: typeof en.email = 'البريد الإلكتروني'

export const message: typeof en.message = 'الرسالة'

export const messagePlaceholder: typeof en.messagePlaceholder =
  'من أين وإلى أين تنتقل، والمواعيد التي تفضّلها'

export const submitting: typeof en.submitting = 'جارٍ الإرسال'

export const submit: typeof en.submit = 'اطلب عرض سعر'
