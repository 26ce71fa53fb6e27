import { plural } from '@contract/plural'

import type * as en from './whatsapp.messages'

export const threadTitle: typeof en.threadTitle = 'واتساب'
export const loading: typeof en.loading = 'جارٍ تحميل المحادثة…'
export const noMessages: typeof en.noMessages = 'لا توجد رسائل واتساب مع هذا العميل بعد.'
export const conversationLabel: typeof en.conversationLabel = 'المحادثة مع العميل، الأقدم أولًا'
export const consentLabel: typeof en.consentLabel = 'الموافقة'
export const consentAgreed: typeof en.consentAgreed = (when, source) =>
  `وافق على تلقي التحديثات عبر واتساب في ${when} (${source})`
export const consentSources: typeof en.consentSources = {
  enquiry: 'نموذج الاستفسار',
  planner: 'مخطِّط عرض السعر',
  tracking: 'الاشتراك في التتبّع',
  quote: 'صفحة عرض السعر',
  staff: 'سجّله أحد الموظفين',
}
export const consentStopped: typeof en.consentStopped = (when) => `أرسل «إيقاف» في ${when}`
export const consentNotAsked: typeof en.consentNotAsked = 'لم يُسأل'
export const windowOpenToday: typeof en.windowOpenToday = (time) =>
  `يمكنك الرد بحرية حتى الساعة ${time} اليوم.`
export const windowOpenTomorrow: typeof en.windowOpenTomorrow = (time) =>
  `يمكنك الرد بحرية حتى الساعة ${time} غدًا.`
export const windowClosed: typeof en.windowClosed = (when) =>
  `أُغلقت نافذة الـ24 ساعة في ${when}؛ اختر قالبًا معتمدًا.`
export const windowNever: typeof en.windowNever =
  'لم يراسلنا العميل على واتساب بعد؛ اختر قالبًا معتمدًا.'
export const noNumber: typeof en.noNumber =
  'لا يستقبل رقم جوال العميل المحتمل رسائل واتساب: صحّحه، أو اتصل بالعميل أو راسله بالبريد الإلكتروني.'
export const stopped: typeof en.stopped =
  'أرسل العميل «إيقاف»: لا يُرسَل إليه شيء على واتساب حتى يوافق من جديد.'
export const noConsent: typeof en.noConsent =
  'خارج نافذة الـ24 ساعة لا تُرسَل إلا القوالب المعتمدة، ولا تُرسَل إلا إلى العملاء الذين وافقوا على تلقي التحديثات عبر واتساب. اتصل بهذا العميل أو راسله بالبريد الإلكتروني بدلًا من ذلك.'
export const automatic: typeof en.automatic = (purpose) => `رسالة تلقائية: ${purpose}`
export const purposes: typeof en.purposes = {
  'enquiry-received': 'استلام الاستفسار',
  'quote-ready': 'رابط عرض السعر',
  'quote-accepted': 'تأكيد قبول عرض السعر',
  'booking-confirmed': 'تأكيد الحجز',
  milestone: 'مرحلة الشحنة',
  'opt-out': 'تأكيد الإيقاف',
  'follow-up': 'متابعة',
}
export const staffMember: typeof en.staffMember = 'موظف'
export const statuses: typeof en.statuses = {
  queued: 'في قائمة الانتظار',
  sent: 'أُرسلت',
  delivered: 'وصلت',
  read: 'قُرئت',
  failed: 'تعذّر الإرسال',
  received: 'مستلمة',
}
export const notDelivered: typeof en.notDelivered = 'لم تصل:'
export const notDeliveredNoReason: typeof en.notDeliveredNoReason = 'لم تصل.'
export const templateSent: typeof en.templateSent = (name) => `قالب: ${name}`
export const openAttachment: typeof en.openAttachment = 'افتح'
export const attachmentKinds: typeof en.attachmentKinds = {
  image: 'الصورة',
  document: 'المستند',
  audio: 'الرسالة الصوتية',
  video: 'الفيديو',
  sticker: 'الملصق',
}
export const unsupported: typeof en.unsupported = 'نوع من الرسائل لا تعرضه لوحة التحكم.'
export const kilobytes: typeof en.kilobytes = (count) => `${count} كيلوبايت`
export const messageLabel: typeof en.messageLabel = 'الرد'
export const charactersLeft: typeof en.charactersLeft = (count) =>
  plural('ar', count, {
    zero: 'لم يبقَ أي حرف',
    one: 'بقي حرف واحد',
    two: 'بقي حرفان',
    few: 'بقيت # أحرف',
    many: 'بقي # حرفًا',
    other: 'بقي # حرف',
  })
export const send: typeof en.send = 'إرسال'
export const templateLabel: typeof en.templateLabel = 'قالب معتمد'
export const chooseTemplate: typeof en.chooseTemplate = 'اختر قالبًا'
export const templateNames: typeof en.templateNames = {
  move_reminder: 'تذكير بموعد النقل',
  enquiry_received: 'استلام الاستفسار',
}
export const parameterLabels: typeof en.parameterLabels = {
  customer_name: 'اسم العميل',
  reference: 'الرقم المرجعي',
  move_date: 'موعد النقل',
  time_window: 'موعد وصول فريق العمل (بتوقيت الدوحة)',
  crew_contact: 'من يتصل به العميل يوم النقل',
}
export const previewTitle: typeof en.previewTitle = (language) => `ما يقرؤه العميل (${language})`
export const sendTemplate: typeof en.sendTemplate = 'إرسال القالب'
export const fillEveryValue: typeof en.fillEveryValue = 'املأ كل القيم أولًا.'
