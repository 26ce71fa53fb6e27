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

export const plannerMessages: typeof en.plannerMessages = {
  moveType: 'يرجى اختيار ما تودّ نقله.',
  area: 'يرجى اختيار المنطقة.',
  country: 'يرجى اختيار الدولة.',
  city: 'يرجى إدخال اسم المدينة.',
  propertyType: 'يرجى اختيار نوع العقار.',
  floor: (highest) => `يرجى إدخال رقم طابق من 0 إلى ${highest}.`,
  flexibility: 'يرجى تحديد مدى مرونتك في الموعد.',
  date: 'يرجى اختيار موعد الانتقال.',
  datePast: 'يرجى اختيار تاريخ يبدأ من اليوم فصاعدًا.',
  home: 'يرجى اختيار حجم منزلك.',
  desks: (most) => `يرجى إدخال عدد مكاتب من 1 إلى ${most}.`,
  inventory: 'يرجى إضافة قطعة واحدة على الأقل.',
  itemCount: (most) => `يمكن أن يتراوح عدد كل قطعة بين 0 و${most}.`,
  method: 'يرجى اختيار طريقة التواصل التي تفضّلها.',
  time: 'يرجى اختيار الوقت المناسب للتواصل معك.',
  consent: 'يرجى الموافقة حتى نتمكن من التواصل معك بشأن عرض السعر.',
}

export const serverMessages: typeof en.serverMessages = {
  notJson: 'يرجى إرسال الاستفسار بصيغة JSON (Content-Type: application/json).',
  badJson: 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  tooLarge: (kilobytes) => `حجم الطلب كبير جدًا (الحد الأقصى ${kilobytes} كيلوبايت).`,
  tooMany: 'عدد الطلبات كبير جدًا. يرجى الانتظار دقيقة ثم المحاولة مجددًا.',
  server: 'حدث خطأ من جهتنا. يرجى المحاولة مجددًا.',
  notFound: 'الصفحة أو المورد غير موجود.',
  methodNotAllowed: 'هذا النوع من الطلبات غير مسموح به هنا.',
  crossOrigin: 'نستقبل الاستفسارات عبر هذا الموقع فقط.',
  badIdempotencyKey: 'يجب أن تتكون ترويسة Idempotency-Key من 1 إلى 200 حرف ASCII مرئي.',
  keyReused: 'سبق استخدام مفتاح Idempotency-Key هذا لاستفسار مختلف.',
  notObject: 'يجب أن يكون الاستفسار كائن JSON.',
  unknownField: (name) => `حقل غير معروف: "${name}".`,
  notString: (name) => `يجب أن تكون قيمة الحقل "${name}" نصًا.`,
  blank: (label) => `حقل «${label}» مطلوب ولا يمكن تركه فارغًا.`,
  tooLong: (label, most) => `حقل «${label}» أطول من اللازم (الحد الأقصى ${most} حرف).`,
  phoneDigits: 'يرجى إدخال رقم هاتف يتكون من 6 إلى 15 رقمًا.',
  detailsShape: 'تفاصيل طلب عرض السعر ناقصة أو تتضمن حقولًا غير معروفة.',
  detailsVolume: 'تقدير الحجم لا يتطابق مع القطع المدرجة في القائمة.',
  fieldLabels: {
    fullName: 'الاسم الكامل',
    phoneNumber: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    serviceType: 'نوع الخدمة',
    message: 'الرسالة',
    recaptchaToken: 'رمز reCAPTCHA',
    trackingNumber: 'رقم التتبع',
  },
}
