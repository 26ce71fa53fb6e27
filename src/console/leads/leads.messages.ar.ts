import { plural } from '@contract/plural'

import type * as en from './leads.messages'

export const leadsTitle: typeof en.leadsTitle = 'العملاء المحتملون'
export const leadsIntro: typeof en.leadsIntro = 'الأحدث أولًا. رُدّ على كل طلب خلال ساعة عمل واحدة.'
export const unansweredCount: typeof en.unansweredCount = (count) =>
  plural('ar', count, {
    zero: 'تم الرد على كل الطلبات.',
    one: 'طلب واحد ينتظر الرد.',
    two: 'طلبان ينتظران الرد.',
    few: '# طلبات تنتظر الرد.',
    many: '# طلبًا ينتظر الرد.',
    other: '# طلب ينتظر الرد.',
  })
export const liveLost: typeof en.liveLost =
  'توقّف التحديث المباشر. أعد تحميل الصفحة لترى الطلبات الجديدة.'
export const filtersLabel: typeof en.filtersLabel = 'ابحث في الطلبات'
export const searchLabel: typeof en.searchLabel = 'الاسم أو الهاتف أو البريد الإلكتروني'
export const statusFilter: typeof en.statusFilter = 'الحالة'
export const allStatuses: typeof en.allStatuses = 'كل الحالات'
export const serviceFilter: typeof en.serviceFilter = 'الخدمة'
export const allServices: typeof en.allServices = 'كل الخدمات'
export const languageFilter: typeof en.languageFilter = 'اللغة'
export const allLanguages: typeof en.allLanguages = 'اللغتان'
export const fromFilter: typeof en.fromFilter = 'وصل منذ'
export const toFilter: typeof en.toFilter = 'وصل حتى'
export const showLeads: typeof en.showLeads = 'اعرض الطلبات'
export const clearFilters: typeof en.clearFilters = 'امسح عوامل التصفية'
export const exportCsv: typeof en.exportCsv = 'صدّر الكل بصيغة CSV'
export const noLeads: typeof en.noLeads = 'لا توجد طلبات مطابقة.'
export const olderLeads: typeof en.olderLeads = 'طلبات أقدم'
export const overdue: typeof en.overdue = 'متأخر'
export const plannedMove: typeof en.plannedMove = 'نقل مخطّط'
export const duration: typeof en.duration = (hours, minutes) =>
  hours ? `${hours} س ${minutes} د` : `${minutes} د`
export const waitingFor: typeof en.waitingFor = (time) => `ينتظر منذ ${time} من وقت الدوام`
export const answeredIn: typeof en.answeredIn = (time) => `تم الرد خلال ${time} من وقت الدوام`
export const unassigned: typeof en.unassigned = 'غير مُسند'
export const assignedTo: typeof en.assignedTo = (name) => `لدى ${name}`
export const receivedAt: typeof en.receivedAt = (when) => `وصل ${when}`
export const allLeads: typeof en.allLeads = 'كل الطلبات'
export const call: typeof en.call = 'اتصال'
export const whatsapp: typeof en.whatsapp = 'واتساب'
export const sendEmail: typeof en.sendEmail = 'بريد إلكتروني'
export const enquiryTitle: typeof en.enquiryTitle = 'الطلب'
export const phoneLabel: typeof en.phoneLabel = 'الهاتف'
export const emailField: typeof en.emailField = 'البريد الإلكتروني'
export const serviceLabel: typeof en.serviceLabel = 'الخدمة'
export const languageLabel: typeof en.languageLabel = 'اللغة'
export const receivedLabel: typeof en.receivedLabel = 'وصل في'
export const pageLabel: typeof en.pageLabel = 'أُرسل من'
export const messageLabel: typeof en.messageLabel = 'الرسالة'
export const botCheckLabel: typeof en.botCheckLabel = 'التحقق من الروبوتات'
export const botScore: typeof en.botScore = (score) => `اجتاز التحقق، درجة reCAPTCHA ${score}`
export const botReview: typeof en.botReview = 'راجعه يدويًا:'
export const inventoryTitle: typeof en.inventoryTitle = 'قائمة الأغراض'
export const pipelineTitle: typeof en.pipelineTitle = 'الحالة'
export const lostReasonLabel: typeof en.lostReasonLabel = 'سبب عدم التعاقد'
export const assignTitle: typeof en.assignTitle = 'من يتابعه'
export const assigneeLabel: typeof en.assigneeLabel = 'مُسند إلى'
export const saveAssignee: typeof en.saveAssignee = 'أسنِده'
export const notesTitle: typeof en.notesTitle = 'ملاحظات للفريق'
export const noteLabel: typeof en.noteLabel = 'ملاحظة جديدة'
export const addNote: typeof en.addNote = 'أضف الملاحظة'
export const noteAdded: typeof en.noteAdded = 'أُضيفت الملاحظة.'
export const noNotes: typeof en.noNotes = 'لا ملاحظات بعد.'
export const noteBy: typeof en.noteBy = (name, when) => `${name}، ${when}`
export const crmFailing: typeof en.crmFailing = (retrying, failed) =>
  `الطلبات الجديدة لا تصل إلى نظام إدارة العملاء: ${retrying} بانتظار محاولة أخرى، و${failed} توقّفت محاولاتها. تابعها من هنا في الأثناء، وأبلغ مدير النظام.`
export const whatsappFailing: typeof en.whatsappFailing = (retrying, failed) =>
  `رسائل واتساب لا تصل إلى العملاء: ${retrying} بانتظار محاولة أخرى، و${failed} تعذّر إرسالها خلال آخر 7 أيام. تجد السبب في محادثة كل طلب؛ تواصل مع هؤلاء العملاء بطريقة أخرى، وأبلغ مدير النظام.`
export const sourceFilter: typeof en.sourceFilter = 'المصدر'
export const sourceHint: typeof en.sourceHint = 'مثل google أو instagram أو direct'
export const fromSource: typeof en.fromSource = 'من'
export const originTitle: typeof en.originTitle = 'من أين جاء'
export const originUnknown: typeof en.originUnknown =
  'غير معروف: أُرسل قبل أن يحفظ الموقع بيانات الزيارة، أو من متصفح عُطّلت فيه JavaScript.'
export const attributionLabels: typeof en.attributionLabels = {
  source: 'المصدر',
  landingPage: 'أول صفحة في الزيارة',
  referrer: 'الموقع المُحيل',
  utmSource: 'مصدر الحملة',
  utmMedium: 'الوسيلة',
  utmCampaign: 'الحملة',
  utmTerm: 'الكلمة المفتاحية',
  utmContent: 'محتوى الإعلان',
  gclid: 'معرّف نقرة إعلانات Google',
}
export const unknownSource: typeof en.unknownSource = 'غير معروف'
export const directSource: typeof en.directSource = 'زيارة مباشرة'
export const percent: typeof en.percent = (rate) => `${Math.round(rate * 100)}٪`
export const leadShipmentTitle: typeof en.leadShipmentTitle = 'شحنته'
export const workLead: typeof en.workLead = 'العمل على الطلب'
export const noteAction: typeof en.noteAction = 'ملاحظة'
export const ownerLabel: typeof en.ownerLabel = 'المسؤول عنه'
export const routeLabel: typeof en.routeLabel = 'المسار'
export const moveDateLabel: typeof en.moveDateLabel = 'موعد الانتقال'
export const contactedSheetTitle: typeof en.contactedSheetTitle = 'هل تعلّمه «تم التواصل»؟'
export const contactedNoteLabel: typeof en.contactedNoteLabel = 'ما دار في التواصل (اختياري)'
export const markContacted: typeof en.markContacted = 'علّمه «تم التواصل»'
export const notNow: typeof en.notNow = 'ليس الآن'
export const callNoteTitle: typeof en.callNoteTitle = 'ملاحظة عن المكالمة؟'
export const noteSheetTitle: typeof en.noteSheetTitle = 'ملاحظة للفريق'
export const markLost: typeof en.markLost = 'علّمه «لم يتمّ التعاقد»'
export const statusNow: typeof en.statusNow = (status) => `حالة الطلب الآن: ${status}.`
export const assignedNow: typeof en.assignedNow = (name) => `الطلب الآن لدى ${name}.`
export const unassignedNow: typeof en.unassignedNow = 'عاد الطلب إلى الفريق.'
export const undoChange: typeof en.undoChange = 'تراجع'
export const changeUndone: typeof en.changeUndone = 'تم التراجع.'
export const showWhole: typeof en.showWhole = 'عرض الكل'
export const route: typeof en.route = (from, to) => `${from} ← ${to}`
export const lostBecause: typeof en.lostBecause = (reason) => `سبب عدم التعاقد: ${reason}`
