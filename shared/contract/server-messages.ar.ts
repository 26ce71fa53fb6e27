import { plural } from './plural.ts'
import type * as en from './server-messages.ts'

export const serverMessages: typeof en.serverMessages = {
  notJson: 'يرجى إرسال الاستفسار بصيغة JSON (Content-Type: application/json).',
  badJson: 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  tooLarge: (kilobytes) => `حجم الطلب كبير جدًا (الحد الأقصى ${kilobytes} كيلوبايت).`,
  tooMany: 'عدد الطلبات كبير جدًا. يرجى الانتظار دقيقة ثم المحاولة مجددًا.',
  server: 'حدث خطأ من جهتنا. يرجى المحاولة مجددًا.',
  limitsUnavailable:
    'هذه الخدمة متوقفة لحظات ريثما نعيد تشغيل أحد أنظمتنا. يرجى المحاولة مجددًا بعد دقيقة.',
  notFound: 'الصفحة أو المورد غير موجود.',
  methodNotAllowed: 'هذا النوع من الطلبات غير مسموح به هنا.',
  crossOrigin: 'نستقبل الاستفسارات عبر هذا الموقع فقط.',
  foreignOrigin: 'نستقبل هذا الطلب عبر هذا الموقع فقط.',
  jsonOnly: 'يرجى إرسال الطلب بصيغة JSON (Content-Type: application/json).',
  badUrl: 'عنوان الويب هذا غير صالح.',
  unreadable: 'تعذّرت قراءة الطلب. يرجى المحاولة مجددًا.',
  tooSlow: 'استغرق وصول الطلب وقتًا أطول من اللازم. يرجى المحاولة مجددًا.',
  headersTooLarge: 'ترويسات الطلب كبيرة جدًا.',
  badHealthToken: 'رمز فحص الحالة هذا غير صالح. أرسل الرمز الذي يحدده HEALTH_TOKEN بصيغة Bearer.',
  badIdempotencyKey: 'يجب أن تتكون ترويسة Idempotency-Key من 1 إلى 200 حرف ASCII مرئي.',
  keyReused: 'سبق استخدام مفتاح Idempotency-Key هذا لاستفسار مختلف.',
  notObject: 'يجب أن يكون الاستفسار كائن JSON.',
  unknownField: (name) => `حقل غير معروف: "${name}".`,
  notString: (name) => `يجب أن تكون قيمة الحقل "${name}" نصًا.`,
  blank: (label) => `حقل «${label}» مطلوب ولا يمكن تركه فارغًا.`,
  tooLong: (label, most) =>
    `حقل «${label}» أطول من اللازم (الحد الأقصى ${plural('ar', most, { one: 'حرف واحد', two: 'حرفان', few: '# أحرف', other: '# حرف' })}).`,
  singleLine: (label) =>
    `يجب أن يكون حقل «${label}» في سطر واحد، بلا علامات جدولة أو رموز تتحكّم في اتجاه النص.`,
  httpUrl: (label) => `يجب أن يكون «${label}» عنوان ويب يبدأ بـ http:// أو https://.`,
  captchaUnavailable:
    'تعذّر إجراء فحص الحماية من الرسائل المزعجة الآن. ما زال استفسارك في النموذج: يرجى إرساله مجددًا بعد دقيقة.',
  formsBusy:
    'وصلنا عدد كبير من الاستفسارات المرسلة دون تفعيل JavaScript خلال الساعة الماضية. يرجى تفعيل JavaScript وإرسال استفسارك مجددًا، أو الاتصال بنا.',
  phoneDigits: 'يرجى إدخال رقم جوال يتكون من 6 إلى 15 رقمًا.',
  locale: 'يجب أن تكون قيمة اللغة "en" أو "ar".',
  attributionNotObject: 'يجب أن تكون بيانات مصدر الزيارة كائن JSON حقوله نصية.',
  yesOrNo: (name) => `يجب أن تكون قيمة الحقل "${name}" true أو false.`,
  fieldLabels: {
    fullName: 'الاسم الكامل',
    phoneNumber: 'رقم الجوال',
    email: 'البريد الإلكتروني',
    serviceType: 'نوع الخدمة',
    message: 'الرسالة',
    recaptchaToken: 'رمز reCAPTCHA',
    trackingNumber: 'رقم التتبع',
    refererUrl: 'عنوان الصفحة',
    submittedUrl: 'عنوان الصفحة',
    landingPage: 'صفحة الدخول',
    referrer: 'الموقع المُحيل',
    utmSource: 'مصدر الحملة (utm_source)',
    utmMedium: 'وسيط الحملة (utm_medium)',
    utmCampaign: 'اسم الحملة (utm_campaign)',
    utmTerm: 'الكلمة المفتاحية للحملة (utm_term)',
    utmContent: 'محتوى الحملة (utm_content)',
    gclid: 'معرّف النقرة في إعلانات Google (gclid)',
  },
}

export const detailsMessages: typeof en.detailsMessages = {
  shape: 'تفاصيل طلب عرض السعر ناقصة أو تتضمن حقولًا غير معروفة.',
  volume: 'تقدير الحجم لا يتطابق مع القطع المدرجة في القائمة.',
}
