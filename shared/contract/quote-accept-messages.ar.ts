import type * as en from './quote-accept-messages.ts'

/**
 * The Arabic twin of quote-accept-messages.ts. Latin values (references, e-mail addresses, the
 * hash) arrive isolated left to right; digits stay Latin (docs/glossary-ar.md).
 */

export const acceptHeading: typeof en.acceptHeading = 'قبول عرض السعر هذا'
export const acceptIntro: typeof en.acceptIntro =
  'اكتب اسمك الكامل وضع علامة في المربع، ثم نرسل إليك رمزًا من 6 أرقام بالبريد الإلكتروني لنتأكد أنك أنت.'
export const fullName: typeof en.fullName = 'اسمك الكامل'
export const agree: typeof en.agree = 'أوافق على هذه الشروط'
export const whatsappUpdates: typeof en.whatsappUpdates = 'أرسلوا لي التحديثات عبر واتساب'
export const whatsappHint: typeof en.whatsappHint =
  'تأكيد الحجز وأخبار نقلك، إلى رقم الجوال المذكور في عرض السعر هذا، من حسابنا الرسمي على واتساب للأعمال. أرسل «إيقاف» في أي وقت لإيقافها.'
export const sendCode: typeof en.sendCode = 'اقبل وأرسل إليّ رمزًا'
export const codeHeading: typeof en.codeHeading = 'أدخل الرمز'
export const codeSent: typeof en.codeSent = (email) =>
  `أرسلنا رمزًا من 6 أرقام إلى ${email}، وهو صالح لمدة 10 دقائق.`
export const codeLabel: typeof en.codeLabel = 'الرمز المكوّن من 6 أرقام'
export const confirm: typeof en.confirm = 'تأكيد القبول'
export const newCode: typeof en.newCode = 'أرسل إليّ رمزًا جديدًا'

export const nameNeeded: typeof en.nameNeeded = 'يُرجى كتابة اسمك الكامل.'
export const nameTooLong: typeof en.nameTooLong = 'يُرجى ألا يزيد اسمك على 120 حرفًا.'
export const agreeNeeded: typeof en.agreeNeeded =
  'يُرجى وضع علامة على «أوافق على هذه الشروط» للقبول.'
export const codeFormat: typeof en.codeFormat = 'الرمز هو الأرقام الستة الواردة في رسالتنا.'
export const codeWrong: typeof en.codeWrong = (left) =>
  left === 1
    ? 'هذا الرمز غير صحيح. بقيت لك محاولة واحدة.'
    : left === 2
      ? 'هذا الرمز غير صحيح. بقيت لك محاولتان.'
      : `هذا الرمز غير صحيح. بقيت لك ${left} محاولات.`
export const codeSpent: typeof en.codeSpent = 'جُرّب هذا الرمز 5 مرات. يُرجى طلب رمز جديد.'
export const codeExpired: typeof en.codeExpired =
  'انتهت صلاحية هذا الرمز، فالرموز صالحة لمدة 10 دقائق. يُرجى طلب رمز جديد.'
export const codeMissing: typeof en.codeMissing = 'يُرجى طلب رمز أولًا.'
export const tooManyCodes: typeof en.tooManyCodes =
  'أرسلنا 3 رموز لعرض السعر هذا خلال الساعة الأخيرة. يُرجى استخدام أحدثها أو المحاولة لاحقًا.'
export const notOpen: typeof en.notOpen = 'لم يعد بالإمكان قبول عرض السعر هذا.'
export const revisedMeanwhile: typeof en.revisedMeanwhile =
  'عُدّل عرض السعر هذا أثناء قبولك له. يُرجى قراءة النسخة الجديدة قبل القبول.'
export const declinedMeanwhile: typeof en.declinedMeanwhile =
  'رُفض عرض السعر هذا، فلم يعد بالإمكان قبوله.'
export const expiredMeanwhile: typeof en.expiredMeanwhile =
  'انتهت صلاحية عرض السعر هذا، فلم يعد بالإمكان قبوله؛ اطلب منّا عرضًا جديدًا.'
export const acceptedAlready: typeof en.acceptedAlready = 'قُبل عرض السعر هذا من قبل.'

export const codeSubject: typeof en.codeSubject = (reference) => `رمز قبول عرض السعر ${reference}`
export const codeMailIntro: typeof en.codeMailIntro = (reference) =>
  `لقبول عرض السعر ${reference}، أدخل هذا الرمز في صفحة العرض:`
export const codeMailLimits: typeof en.codeMailLimits =
  'الرمز صالح لمدة 10 دقائق. إن لم تطلبه فتجاهل هذه الرسالة، فلا يُقبل شيء من دونه.'

export const recordHeading: typeof en.recordHeading = 'سجل القبول'
export const recordBy: typeof en.recordBy = 'قَبِله'
export const recordAt: typeof en.recordAt = 'وقت القبول (بتوقيت الدوحة)'
export const recordVersion: typeof en.recordVersion = 'النسخة'
export const recordOptions: typeof en.recordOptions = 'الخيارات المختارة'
export const recordNoOptions: typeof en.recordNoOptions = 'لا شيء'
export const recordTotal: typeof en.recordTotal = 'الإجمالي'
export const recordChannel: typeof en.recordChannel = 'أُكّد برمز أُرسل عبر'
export const channelEmail: typeof en.channelEmail = 'البريد الإلكتروني'
export const recordHash: typeof en.recordHash = 'بصمة SHA-256 للمحتوى المقبول'
export const recordIntact: typeof en.recordIntact =
  'المحتوى المقبول يطابق بصمته SHA-256، فلم يتغيّر شيء منذ القبول.'
export const recordBroken: typeof en.recordBroken =
  'تنبيه: المحتوى المحفوظ لم يعد يطابق بصمته SHA-256. يُرجى التواصل معنا.'

export const declineHeading: typeof en.declineHeading = 'رفض عرض السعر هذا'
export const declineIntro: typeof en.declineIntro =
  'إن لم يناسبك عرض السعر هذا فأخبرنا بالسبب، فذلك يساعدنا على تحسين خدمتنا.'
export const declineReason: typeof en.declineReason = 'لماذا ترفض العرض؟'
export const declineReasons: typeof en.declineReasons = {
  price: 'السعر مرتفع',
  date: 'المواعيد لا تناسبني',
  other_company: 'اخترت شركة أخرى',
  not_moving: 'لم أعد أنوي الانتقال',
  other: 'سبب آخر',
}
export const declineNote: typeof en.declineNote = 'ما تودّ إخبارنا به (اختياري)'
export const declineButton: typeof en.declineButton = 'رفض العرض'
export const reasonNeeded: typeof en.reasonNeeded = 'يُرجى اختيار سبب.'
export const noteTooLong: typeof en.noteTooLong = 'يُرجى ألا تزيد ملاحظتك على 1000 حرف.'

export const acceptedSubject: typeof en.acceptedSubject = (reference) =>
  `قبلتَ عرض السعر ${reference}`
export const acceptedIntro: typeof en.acceptedIntro = (reference, version, name) =>
  `شكرًا لك، فقد قُبل عرض السعر ${reference}، النسخة ${version}، باسم ${name}.`
export const acceptedTotal: typeof en.acceptedTotal = (total, deposit) =>
  `الإجمالي ${total}، والدفعة المقدّمة المستحقة الآن ${deposit}.`
export const acceptedOpen: typeof en.acceptedOpen = 'افتح عرض السعر وسجل قبوله'
export const acceptedNext: typeof en.acceptedNext =
  'سيتواصل معك منسّق الانتقال بشأن الدفعة المقدّمة والخطوات التالية. ويمكنك طباعة الصفحة أو حفظها بصيغة PDF للاحتفاظ بها.'
export const staffAcceptedSubject: typeof en.staffAcceptedSubject = (reference, name) =>
  `قَبِل ${name} عرض السعر ${reference}`
export const staffAcceptedIntro: typeof en.staffAcceptedIntro = (name, reference, version) =>
  `قَبِل ${name} عرض السعر ${reference}، النسخة ${version}، وأكّد ذلك برمز أُرسل بالبريد الإلكتروني.`
export const staffAcceptedOptions: typeof en.staffAcceptedOptions = (options) =>
  `الخيارات المختارة: ${options}.`
export const staffOpen: typeof en.staffOpen = 'افتح الطلب في لوحة الموظفين'
