import type * as en from './record-timeline.messages'

export const timelineTitle: typeof en.timelineTitle = 'السجل الزمني'
export const timelineIntro: typeof en.timelineIntro = 'ما جرى هنا، الأحدث أولًا.'
export const leadArrived: typeof en.leadArrived = 'وصول العميل المحتمل'
export const shipmentCreated: typeof en.shipmentCreated = 'إنشاء الشحنة'
export const source: typeof en.source = (name) => `المصدر: ${name}`
export const directSource: typeof en.directSource = 'زيارة مباشرة'
export const note: typeof en.note = 'ملاحظة'
export const mails: typeof en.mails = {
  enquiry: 'رسالة بريد إلكتروني إلى المبيعات عن العميل المحتمل الجديد',
  'enquiry-acknowledgement': 'رسالة إقرار بالاستلام إلى العميل',
  'lead-webhook': 'إرسال العميل المحتمل إلى نظام إدارة العملاء',
  'subscription-confirm': 'رسالة تأكيد إلى مشترك',
  milestone: 'رسالة بمرحلة الشحنة إلى مشترك',
  'quote-link': 'رسالة بعرض السعر ورابطه إلى العميل',
}
export const otherMail: typeof en.otherMail = 'رسالة بريد إلكتروني'
export const followUpSent: typeof en.followUpSent = (rule) => `أُرسلت متابعة: ${rule}`
export const mailStates: typeof en.mailStates = {
  sent: 'أُرسلت',
  waiting: 'بانتظار الإرسال',
  retrying: 'تُعاد المحاولة',
  failed: 'تعذّر الإرسال: لا محاولات أخرى',
}
export const systemUser: typeof en.systemUser = 'النظام (سطر الأوامر)'
export const olderInAudit: typeof en.olderInAudit = 'الأحداث الأقدم في سجل التدقيق.'
