import type * as en from './tracking-result.messages'

export const latestUpdate: typeof en.latestUpdate = 'آخر تحديث'

export const journey: typeof en.journey = 'مراحل الشحنة'

export const stateSeparator: typeof en.stateSeparator = '، '

export const stateDone: typeof en.stateDone = 'مكتملة'

export const stateCurrent: typeof en.stateCurrent = 'المرحلة الحالية'

export const stateUpcoming: typeof en.stateUpcoming = 'قادمة'

export const notRecorded: typeof en.notRecorded = 'لم يُسجَّل تاريخ'

export const estimatedArrival: typeof en.estimatedArrival = 'الوصول المتوقع'

export const wasDueOn: typeof en.wasDueOn = (date) => `كان موعد الوصول ${date}`

export const overdueNote: typeof en.overdueNote =
  'تجاوزت الشحنة موعد الوصول المخطط. سيؤكد لك فريقنا الموعد الجديد.'

export const deliveredOn: typeof en.deliveredOn = (date) =>
  date ? `تم التسليم في ${date}` : 'تم التسليم'

export const arrivalToBeConfirmed: typeof en.arrivalToBeConfirmed = 'موعد الوصول قيد التأكيد'

export const route: typeof en.route = 'المسار'

export const copyLink: typeof en.copyLink = 'نسخ الرابط'

export const linkCopied: typeof en.linkCopied =
  'تم نسخ الرابط. يستطيع كل من يملكه متابعة هذه الشحنة.'

export const copyThisLink: typeof en.copyThisLink = 'انسخ هذا الرابط:'

export const share: typeof en.share = 'مشاركة'

export const shareTitle: typeof en.shareTitle = (trackingId) => `الشحنة \u2068${trackingId}\u2069`

export const trackAnother: typeof en.trackAnother = 'تتبّع رقمًا آخر'

export const maskedNote: typeof en.maskedNote =
  'أخفينا جزءًا من الأسماء وبيانات التواصل والعنوان حفاظًا على خصوصية العميل.'

export const showFullDetails: typeof en.showFullDetails = 'عرض التفاصيل كاملة'

export const last4Label: typeof en.last4Label = 'آخر 4 أرقام من رقم التواصل المسجّل'

export const last4Hint: typeof en.last4Hint =
  'الرقم الذي زوّدنا به العميل عند الحجز. بعد 5 محاولات خاطئة تبقى التفاصيل مخفية لمدة ساعة.'

export const showDetails: typeof en.showDetails = 'عرض التفاصيل'

export const checking: typeof en.checking = 'جارٍ التحقق…'

export const cancel: typeof en.cancel = 'إلغاء'

export const revealed: typeof en.revealed = 'تظهر التفاصيل كاملة الآن.'

export const subscribeHeading: typeof en.subscribeHeading = 'استلم تحديثًا عند كل مرحلة'

export const subscribeIntro: typeof en.subscribeIntro =
  'سنراسلك عند استلام الشحنة ومغادرتها ووصولها وتخليصها جمركيًا وتسليمها.'

export const emailLabel: typeof en.emailLabel = 'البريد الإلكتروني'

export const subscribe: typeof en.subscribe = 'اشترك'

export const subscribing: typeof en.subscribing = 'جارٍ الإرسال…'

export const confirmationSent: typeof en.confirmationSent = (email) =>
  `تفقّد بريدك: أرسلنا رابط تأكيد إلى \u2068${email}\u2069. لن نرسل أي شيء آخر قبل أن تفتحه.`

export const requestFailed: typeof en.requestFailed = 'حدث خطأ ما. يرجى المحاولة مرة أخرى.'

export const subscriptionConfirmed: typeof en.subscriptionConfirmed =
  'تم تأكيد اشتراكك: سنراسلك عند كل مرحلة من مراحل هذه الشحنة.'

export const wholeMove: typeof en.wholeMove = 'أبلغني أيضًا عن الشحنات الأخرى في عملية النقل نفسها'

export const whatsappHint: typeof en.whatsappHint = (last4) =>
  `إلى رقم التواصل المسجّل لهذه الشحنة، المنتهي بـ \u2066${last4}\u2069، من حسابنا الرسمي على واتساب للأعمال. أرسل «إيقاف» في أي وقت لإيقافها.`

export const emailOptional: typeof en.emailOptional = 'اتركه فارغًا إن أردت واتساب وحده.'

export const whatsappOn: typeof en.whatsappOn = (last4) =>
  `تحديثات واتساب مفعّلة: تصل كل مرحلة إلى الرقم المنتهي بـ \u2066${last4}\u2069.`
