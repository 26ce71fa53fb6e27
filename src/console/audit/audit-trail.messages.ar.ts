import type * as en from './audit-trail.messages'

export const auditTitle: typeof en.auditTitle = 'سجل التدقيق'
export const auditIntro: typeof en.auditIntro =
  'كل إجراء لموظف، ومنه محاولات الدخول الفاشلة، الأحدث أولًا. لا يمكن تعديل شيء هنا أو حذفه.'
export const actionFilter: typeof en.actionFilter = 'الإجراء'
export const allActions: typeof en.allActions = 'كل الإجراءات'
export const filtersLabel: typeof en.filtersLabel = 'تصفية سجل التدقيق'
export const personFilter: typeof en.personFilter = 'الشخص'
export const everyone: typeof en.everyone = 'الجميع'
export const recordFilter: typeof en.recordFilter = 'السجل'
export const allRecords: typeof en.allRecords = 'كل السجلات'
export const recordIdFilter: typeof en.recordIdFilter = 'رقم السجل'
export const recordIdHint: typeof en.recordIdHint = 'رقم العميل المحتمل أو رقم التتبّع'
export const fromFilter: typeof en.fromFilter = 'من'
export const toFilter: typeof en.toFilter = 'إلى'
export const showEntries: typeof en.showEntries = 'عرض الإدخالات'
export const clearFilters: typeof en.clearFilters = 'امسح عوامل التصفية'
export const nobody: typeof en.nobody = 'غير مسجّل الدخول'
export const olderEntries: typeof en.olderEntries = 'إدخالات أقدم'
export const noEntries: typeof en.noEntries = 'لا توجد إدخالات مطابقة.'
export const records: typeof en.records = {
  staff: 'حساب موظف',
  session: 'جلسة',
  lead: 'عميل محتمل',
  shipment: 'شحنة',
  'status-update': 'تحديث حالة',
  quote: 'عرض سعر',
}
export const actions: typeof en.actions = {
  'staff.added': 'إضافة حساب',
  'staff.link-issued': 'إصدار رابط تسجيل',
  'staff.link-requested': 'إرسال رابط دخول بالبريد',
  'staff.link-refused': 'رفض طلب رابط دخول',
  'staff.passkey-added': 'إضافة مفتاح مرور',
  'staff.passkey-renamed': 'تغيير اسم مفتاح مرور',
  'staff.passkey-removed': 'حذف مفتاح مرور',
  'staff.passkey-revoked': 'إلغاء مفتاح مرور من مدير النظام',
  'staff.enrolment-refused': 'رفض التسجيل',
  'staff.signed-in': 'تسجيل دخول',
  'staff.sign-in-refused': 'رفض تسجيل الدخول',
  'staff.signed-out': 'تسجيل خروج',
  'staff.signed-out-everywhere': 'الخروج من كل الأجهزة',
  'staff.session-revoked': 'إنهاء جلسة',
  'staff.disabled': 'تعطيل حساب',
  'staff.enabled': 'تفعيل حساب',
  'lead.status-changed': 'تغيير حالة عميل محتمل',
  'lead.assigned': 'إسناد عميل محتمل',
  'lead.note-added': 'إضافة ملاحظة على عميل محتمل',
  'lead.exported': 'تصدير العملاء المحتملين',
  'lead.viewed': 'فتح عميل محتمل',
  'lead.contact-call': 'بدء مكالمة هاتفية من لوحة الموظفين',
  'lead.contact-whatsapp': 'فتح محادثة واتساب من لوحة الموظفين',
  'lead.contact-email': 'فتح رسالة بريد إلكتروني من لوحة الموظفين',
  'shipment.created': 'إنشاء شحنة',
  'shipment.edited': 'تعديل شحنة',
  'shipment.viewed': 'فتح شحنة',
  'shipment.move-joined': 'ضمّ شحنات في عملية نقل واحدة',
  'shipment.move-left': 'إخراج شحنة من عملية النقل',
  'move.mixed-customers': 'عملية نقل تضمّ شحنات عملاء مختلفين (عند تحديث قاعدة البيانات)',
  'shipment.imported': 'استيراد تحديثات من ملف',
  'status-update.posted': 'نشر تحديث حالة',
  'status-update.edited': 'تصحيح تحديث حالة',
  'status-update.removed': 'حذف تحديث حالة',
  'status-update.restored': 'استعادة تحديث حالة محذوف (تراجع)',
  'quote.prepared': 'إعداد عرض سعر من عميل محتمل',
  'quote.edited': 'تعديل مسودة عرض سعر',
  'quote.sent': 'إرسال عرض سعر إلى العميل',
  'quote.revised': 'إعادة فتح عرض سعر مُرسَل لتعديله',
  'quote.deposit_received': 'تسجيل استلام الدفعة المقدّمة لعرض سعر',
  'whatsapp.consent': 'موافقة العميل على تلقّي التحديثات عبر واتساب',
  'whatsapp.opt-out': 'إيقاف العميل لرسائل واتساب («إيقاف»)',
  'whatsapp.send': 'إرسال رسالة واتساب من لوحة الموظفين',
  'whatsapp.lead': 'عميل محتمل جديد من رسالة واتساب',
  'follow-up.sent': 'إرسال متابعة',
  'follow-up.skipped': 'تخطّي متابعة',
  'follow-up.sent-now': 'تقديم موعد متابعة إلى الآن',
  'follow-up.rule-changed': 'تغيير قاعدة متابعة',
  'follow-ups.stopped': 'إيقاف العميل للمتابعات',
  'review.received': 'تقييم وارد على «كيف كانت خدمتنا؟»',
}
