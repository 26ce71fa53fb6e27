import { plural } from '@contract/plural'

import type * as en from './staff.messages'

export const consoleName: typeof en.consoleName = 'لوحة الموظفين'
export const skipToContent: typeof en.skipToContent = 'انتقل إلى المحتوى'
export const loading: typeof en.loading = 'جارٍ التحميل…'
export const navLabel: typeof en.navLabel = 'اللوحة'
export const navLeads: typeof en.navLeads = 'العملاء المحتملون'
export const navAccount: typeof en.navAccount = 'حسابك'
export const navMembers: typeof en.navMembers = 'الموظفون'
export const navAudit: typeof en.navAudit = 'سجل التدقيق'
export const otherLanguage: typeof en.otherLanguage = 'English'
export const signOut: typeof en.signOut = 'تسجيل الخروج'
export const roles: typeof en.roles = {
  admin: 'مدير النظام',
  sales: 'موظف مبيعات',
  operations: 'موظف عمليات',
}
export const networkError: typeof en.networkError =
  'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مجددًا.'
export const noPasskeySupport: typeof en.noPasskeySupport =
  'لا يدعم هذا المتصفح مفاتيح المرور. افتح الرابط في إصدار حديث من كروم أو إيدج أو سفاري أو فايرفوكس.'
export const passkeyCancelled: typeof en.passkeyCancelled =
  'أُغلقت نافذة مفتاح المرور. حاول مجددًا حين تكون جاهزًا.'

export const signInTitle: typeof en.signInTitle = 'تسجيل الدخول إلى لوحة الموظفين'
export const signInIntro: typeof en.signInIntro =
  'استخدم مفتاح المرور على هذا الهاتف أو الحاسوب: بصمتك أو وجهك أو قفل الشاشة. لا توجد كلمة مرور.'
export const signInButton: typeof en.signInButton = 'الدخول بمفتاح المرور'
export const lostDeviceTitle: typeof en.lostDeviceTitle = 'فقدت جهازك؟'
export const lostDeviceIntro: typeof en.lostDeviceIntro =
  'سنرسل رابط دخول لمرة واحدة إلى بريد عملك. يعمل الرابط مرة واحدة خلال 15 دقيقة.'
export const emailLabel: typeof en.emailLabel = 'بريد العمل الإلكتروني'
export const sendLink: typeof en.sendLink = 'أرسل لي رابط الدخول'

export const enrolTitle: typeof en.enrolTitle = 'أنشئ مفتاح المرور'
export const enrolIntro: typeof en.enrolIntro = (name) =>
  `أهلًا ${name}. أنشئ مفتاح مرور على هذا الجهاز: من الآن تدخل ببصمتك أو وجهك أو قفل الشاشة.`
export const enrolButton: typeof en.enrolButton = 'أنشئ مفتاح المرور'
export const checkingLink: typeof en.checkingLink = 'جارٍ التحقق من الرابط…'
export const linkMissing: typeof en.linkMissing =
  'تحتاج هذه الصفحة إلى الرابط الوارد في بريدك أو من مدير النظام.'
export const backToSignIn: typeof en.backToSignIn = 'الانتقال إلى تسجيل الدخول'

export const accountTitle: typeof en.accountTitle = 'حسابك'
export const signedInAs: typeof en.signedInAs = (name, role) =>
  `أنت مسجّل الدخول باسم ${name}، ${role}.`
export const passkeysTitle: typeof en.passkeysTitle = 'مفاتيح المرور'
export const passkeysIntro: typeof en.passkeysIntro =
  'أضف مفتاح مرور على كل هاتف أو حاسوب تعمل عليه، كي لا يمنعك فقدان أحدها من الدخول.'
export const addPasskey: typeof en.addPasskey = 'أضف مفتاح مرور على هذا الجهاز'
export const passkeyAdded: typeof en.passkeyAdded = 'أُضيف مفتاح المرور. يمكنك الدخول به من الآن.'
export const sessionsTitle: typeof en.sessionsTitle = 'الأجهزة التي سجّلت الدخول منها'
export const sessionsIntro: typeof en.sessionsIntro =
  'تنتهي الجلسة بعد 30 دقيقة دون استخدام، وبعد 12 ساعة من تسجيل الدخول في كل الأحوال.'
export const thisDevice: typeof en.thisDevice = 'هذا الجهاز'
export const signedInAt: typeof en.signedInAt = (when) => `سجّل الدخول ${when}`
export const lastActive: typeof en.lastActive = (when) => `آخر نشاط ${when}`
export const revoke: typeof en.revoke = 'إنهاء هذه الجلسة'
export const signOutEverywhere: typeof en.signOutEverywhere = 'الخروج من كل الأجهزة'

export const membersTitle: typeof en.membersTitle = 'حسابات الموظفين'
export const membersIntro: typeof en.membersIntro =
  'أضف زميلًا لترسل إليه رابط التسجيل (صالح 24 ساعة). تعطيل الحساب يُخرجه فورًا.'
export const nameLabel: typeof en.nameLabel = 'الاسم الكامل'
export const roleLabel: typeof en.roleLabel = 'الدور'
export const addMember: typeof en.addMember = 'أضفه وأرسل رابط التسجيل'
export const memberAdded: typeof en.memberAdded = (name) =>
  `أُضيف ${name}. رابط التسجيل الخاص به، صالح 24 ساعة (ويُرسل بالبريد أيضًا إن كان البريد مُعدًّا):`
export const newLink: typeof en.newLink = 'رابط تسجيل جديد'
export const newLinkFor: typeof en.newLinkFor = (name) => `رابط التسجيل لـ ${name}، صالح 24 ساعة:`
export const disable: typeof en.disable = 'تعطيل'
export const enable: typeof en.enable = 'تفعيل'
export const disabledBadge: typeof en.disabledBadge = 'معطّل'
export const memberActions: typeof en.memberActions = (name) => `إجراءات ${name}`

export const auditTitle: typeof en.auditTitle = 'سجل التدقيق'
export const auditIntro: typeof en.auditIntro =
  'كل إجراء لموظف، ومنه محاولات الدخول الفاشلة، الأحدث أولًا. لا يمكن تعديل شيء هنا أو حذفه.'
export const actionFilter: typeof en.actionFilter = 'الإجراء'
export const allActions: typeof en.allActions = 'كل الإجراءات'
export const when: typeof en.when = 'الوقت'
export const who: typeof en.who = 'المنفّذ'
export const from: typeof en.from = 'العنوان'
export const what: typeof en.what = 'الإجراء'
export const record: typeof en.record = 'السجل'
export const change: typeof en.change = 'التغيير'
export const nobody: typeof en.nobody = 'غير مسجّل الدخول'
export const olderEntries: typeof en.olderEntries = 'إدخالات أقدم'
export const noEntries: typeof en.noEntries = 'لا توجد إدخالات مطابقة.'
export const records: typeof en.records = {
  staff: 'حساب موظف',
  session: 'جلسة',
  lead: 'عميل محتمل',
  shipment: 'شحنة',
  'status-update': 'تحديث حالة',
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
  'shipment.created': 'إنشاء شحنة',
  'shipment.edited': 'تعديل شحنة',
  'shipment.move-joined': 'ضمّ شحنات في عملية نقل واحدة',
  'shipment.move-left': 'إخراج شحنة من عملية النقل',
  'move.mixed-customers': 'عملية نقل تضمّ شحنات عملاء مختلفين (عند تحديث قاعدة البيانات)',
  'shipment.imported': 'استيراد تحديثات من ملف',
  'status-update.posted': 'نشر تحديث حالة',
  'status-update.edited': 'تعديل تحديث حالة',
  'status-update.removed': 'حذف تحديث حالة',
}

export const leadsTitle: typeof en.leadsTitle = 'العملاء المحتملون'
export const leadsIntro: typeof en.leadsIntro =
  'الأحدث أولًا، وتظهر الطلبات الجديدة تلقائيًا. رُدّ على كل طلب خلال ساعة عمل واحدة، وبعدها يُعلَّم متأخرًا.'
export const unansweredCount: typeof en.unansweredCount = (count) =>
  plural('ar', count, {
    zero: 'تم الرد على كل الطلبات.',
    one: 'طلب واحد ينتظر الرد.',
    two: 'طلبان ينتظران الرد.',
    few: '# طلبات تنتظر الرد.',
    many: '# طلبًا ينتظر الرد.',
    other: '# طلب ينتظر الرد.',
  })
export const newLeadArrived: typeof en.newLeadArrived =
  'تغيّرت القائمة: وصل طلب جديد أو حدّث زميل طلبًا.'
export const liveLost: typeof en.liveLost =
  'توقّف التحديث المباشر. أعد تحميل الصفحة لترى الطلبات الجديدة.'
export const filtersLabel: typeof en.filtersLabel = 'ابحث في الطلبات'
export const moreFilters: typeof en.moreFilters = 'الحالة والخدمة واللغة والتواريخ'
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
export const statuses: typeof en.statuses = {
  new: 'جديد',
  contacted: 'تم التواصل',
  quoted: 'أُرسل عرض السعر',
  won: 'تمّ التعاقد',
  lost: 'لم يتمّ التعاقد',
}
export const languages: typeof en.languages = { en: 'الإنجليزية', ar: 'العربية' }
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
export const leadNotFound: typeof en.leadNotFound = 'لا يوجد طلب بهذا الرقم.'
export const contactTitle: typeof en.contactTitle = 'تواصل معه'
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
export const trackingLabel: typeof en.trackingLabel = 'رقم التتبع'
export const messageLabel: typeof en.messageLabel = 'الرسالة'
export const botCheckLabel: typeof en.botCheckLabel = 'التحقق من الروبوتات'
export const botScore: typeof en.botScore = (score) => `اجتاز التحقق، درجة reCAPTCHA ${score}`
export const botReview: typeof en.botReview = 'راجعه يدويًا:'
export const reviewReasons: typeof en.reviewReasons = {
  notBotChecked: 'لم يُتحقّق منه، لأن هذا الخادم بلا مفتاح reCAPTCHA السري',
  plainForm: 'أُرسل نموذجًا عاديًا من دون JavaScript، فلا يحمل رمز reCAPTCHA',
  lowScore: (score) => `درجة reCAPTCHA منخفضة (${score})`,
}
export const inventoryTitle: typeof en.inventoryTitle = 'قائمة الأغراض'
export const pipelineTitle: typeof en.pipelineTitle = 'الحالة'
export const newStatus: typeof en.newStatus = 'انقله إلى'
export const lostReasonLabel: typeof en.lostReasonLabel = 'سبب عدم التعاقد'
export const saveStatus: typeof en.saveStatus = 'احفظ الحالة'
export const statusSaved: typeof en.statusSaved = (status) => `حُفظت الحالة: ${status}.`
export const assignTitle: typeof en.assignTitle = 'من يتابعه'
export const assigneeLabel: typeof en.assigneeLabel = 'مُسند إلى'
export const saveAssignee: typeof en.saveAssignee = 'أسنِده'
export const assigneeSaved: typeof en.assigneeSaved = 'حُفظ الإسناد.'
export const notesTitle: typeof en.notesTitle = 'ملاحظات للفريق'
export const noteLabel: typeof en.noteLabel = 'ملاحظة جديدة'
export const addNote: typeof en.addNote = 'أضف الملاحظة'
export const noteAdded: typeof en.noteAdded = 'أُضيفت الملاحظة.'
export const noNotes: typeof en.noNotes = 'لا ملاحظات بعد.'
export const noteBy: typeof en.noteBy = (name, when) => `${name}، ${when}`
export const crmFailing: typeof en.crmFailing = (retrying, failed) =>
  `الطلبات الجديدة لا تصل إلى نظام إدارة العملاء: ${retrying} بانتظار محاولة أخرى، و${failed} توقّفت محاولاتها. تابعها من هنا في الأثناء، وأبلغ مدير النظام.`
export const crmLastError: typeof en.crmLastError = (error) => `آخر خطأ: ${error}.`

export const navReport: typeof en.navReport = 'التقرير'
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
export const reportTitle: typeof en.reportTitle = 'من أين يأتي العملاء المحتملون'
export const reportIntro: typeof en.reportIntro =
  'الطلبات في كل أسبوع حسب المصدر وحسب الخدمة، ونسبة التعاقد لكل مصدر. يبدأ الأسبوع الإثنين وينتهي الأحد، بتوقيت الدوحة.'
export const weeksLabel: typeof en.weeksLabel = 'المدة'
export const lastWeeks: typeof en.lastWeeks = (weeks) =>
  `آخر ${plural('ar', weeks, { one: 'أسبوع', two: 'أسبوعين', few: '# أسابيع', many: '# أسبوعًا', other: '# أسبوع' })}`
export const bySourceTitle: typeof en.bySourceTitle = 'الطلبات في كل أسبوع، حسب المصدر'
export const byServiceTitle: typeof en.byServiceTitle = 'الطلبات في كل أسبوع، حسب الخدمة'
export const wonRateTitle: typeof en.wonRateTitle = 'نسبة التعاقد، حسب المصدر'
export const sourceColumn: typeof en.sourceColumn = 'المصدر'
export const serviceColumn: typeof en.serviceColumn = 'الخدمة'
export const totalColumn: typeof en.totalColumn = 'المجموع'
export const wonColumn: typeof en.wonColumn = 'تمّ التعاقد'
export const rateColumn: typeof en.rateColumn = 'نسبة التعاقد'
export const unknownSource: typeof en.unknownSource = 'غير معروف'
export const directSource: typeof en.directSource = 'زيارة مباشرة'
export const weekOf: typeof en.weekOf = (number, dates) => `الأسبوع ${number}: ${dates}`
export const sameMonthDays: typeof en.sameMonthDays = (first, last, month) =>
  `${first}–${last} ${month}`
export const twoMonthDays: typeof en.twoMonthDays = (first, firstMonth, last, lastMonth) =>
  `${first} ${firstMonth} – ${last} ${lastMonth}`
export const noReportLeads: typeof en.noReportLeads = 'لا طلبات في هذه المدة.'
export const percent: typeof en.percent = (rate) => `${Math.round(rate * 100)}٪`

export const navShipments: typeof en.navShipments = 'الشحنات'
export const quietInNav: typeof en.quietInNav = (count) => `${count} بلا تحديث`
export const shipmentsTitle: typeof en.shipmentsTitle = 'الشحنات'
export const shipmentsIntro: typeof en.shipmentsIntro =
  'مرتّبة حسب المرحلة المتوقعة التالية. تكون الشحنة بلا تحديث إذا لم يُنشر عنها شيء منذ 7 أيام ولم تُسلَّم بعد: انشر ما تعرفه كي لا يقرأ العميل صفحة قديمة.'
export const shipmentSearch: typeof en.shipmentSearch =
  'رقم التتبع أو اسم العميل أو آخر أرقام الهاتف'
export const stageFilter: typeof en.stageFilter = 'المرحلة'
export const anyStage: typeof en.anyStage = 'كل المراحل'
export const noStageYet: typeof en.noStageYet = 'بلا مرحلة بعد'
export const overdueOnly: typeof en.overdueOnly = 'فات موعد الوصول ولم تُسلَّم'
export const quietOnly: typeof en.quietOnly = 'بلا تحديث فقط'
export const showShipments: typeof en.showShipments = 'اعرض الشحنات'
export const noShipments: typeof en.noShipments = 'لا توجد شحنات مطابقة.'
export const moreShipments: typeof en.moreShipments = 'شحنات أخرى'
export const quietBadge: typeof en.quietBadge = 'بلا تحديث'
export const lateBadge: typeof en.lateBadge = 'فات موعد الوصول'
export const nextDue: typeof en.nextDue = (date) => `المرحلة التالية متوقعة في ${date}`
export const arrives: typeof en.arrives = (date) => `تصل في ${date}`
export const newShipment: typeof en.newShipment = 'شحنة جديدة'
export const importUpdates: typeof en.importUpdates = 'استيراد تحديثات اليوم'
export const fieldLabels: typeof en.fieldLabels = {
  cargo_type: 'نوع الشحنة',
  customer_name: 'اسم العميل',
  receiver_name: 'اسم المستلم',
  contact_number: 'رقم التواصل',
  email: 'البريد الإلكتروني',
  recipient_address: 'عنوان المستلم',
  recipient_country: 'دولة المستلم',
  commodity: 'نوع البضاعة',
  number_of_packages: 'عدد الطرود',
  weight: 'الوزن (كغ)',
  volume: 'الحجم (م³)',
  origin: 'نقطة الانطلاق',
  destination: 'الوجهة',
  cargo_ref_number: 'الرقم المرجعي للشحنة',
  collection_date: 'تاريخ الاستلام',
  date_of_departure: 'تاريخ المغادرة',
  date_of_arrival: 'تاريخ الوصول',
}
export const allShipments: typeof en.allShipments = 'كل الشحنات'
export const shipmentFieldsTitle: typeof en.shipmentFieldsTitle = 'بيانات الشحنة'
export const saveShipment: typeof en.saveShipment = 'احفظ الشحنة'
export const shipmentSaved: typeof en.shipmentSaved = 'حُفظت. صفحة التتبع تعرضها الآن.'
export const nothingChanged: typeof en.nothingChanged = 'لم يتغيّر شيء.'
export const updatesTitle: typeof en.updatesTitle = 'تحديثات الحالة'
export const noUpdatesYet: typeof en.noUpdatesYet = 'لم يُنشر شيء بعد.'
export const postUpdateTitle: typeof en.postUpdateTitle = 'انشر تحديثًا'
export const updateStage: typeof en.updateStage = 'المرحلة'
export const noStage: typeof en.noStage = 'بلا مرحلة (ملاحظة فقط)'
export const updateDate: typeof en.updateDate = 'التاريخ'
export const updateTime: typeof en.updateTime = 'الوقت (اختياري)'
export const updateLocation: typeof en.updateLocation = 'المكان (اختياري)'
export const updateNote: typeof en.updateNote = 'ماذا حدث'

export const updateNoteAr: typeof en.updateNoteAr = 'ماذا حدث، بالعربية (اختياري)'

export const updateNoteArHint: typeof en.updateNoteArHint =
  'يراه العملاء على الموقع العربي وفي الرسائل العربية بدلًا من الملاحظة الإنجليزية.'
export const subscribersWillHear: typeof en.subscribersWillHear = (count) =>
  plural('ar', count, {
    zero: 'لن يُراسَل أي مشترك مؤكَّد.',
    one: 'سيُراسَل مشترك مؤكَّد واحد بهذه المرحلة.',
    two: 'سيُراسَل مشتركان مؤكَّدان بهذه المرحلة.',
    few: 'سيُراسَل # مشتركين مؤكَّدين بهذه المرحلة.',
    many: 'سيُراسَل # مشتركًا مؤكَّدًا بهذه المرحلة.',
    other: 'سيُراسَل # مشترك مؤكَّد بهذه المرحلة.',
  })
export const postUpdate: typeof en.postUpdate = 'انشر التحديث'
export const updatePosted: typeof en.updatePosted =
  'نُشر التحديث. يصل خبر المرحلة الجديدة إلى المشتركين خلال دقيقة.'
export const removeUpdate: typeof en.removeUpdate = 'احذف'
export const updateRemoved: typeof en.updateRemoved = 'حُذف التحديث.'
export const removeUpdateNamed: typeof en.removeUpdateNamed = (what) => `احذف التحديث «${what}»`
export const linksTitle: typeof en.linksTitle = 'شاركها'
export const copyLink: typeof en.copyLink = 'انسخ رابط التتبع'
export const linkCopied: typeof en.linkCopied = 'نُسخ الرابط.'
export const whatsappIn: typeof en.whatsappIn = {
  en: 'واتساب بالإنجليزية',
  ar: 'واتساب بالعربية',
}
export const customerSeesTitle: typeof en.customerSeesTitle = 'ما يراه العميل'
export const customerSeesIntro: typeof en.customerSeesIntro =
  'صفحة التتبع العامة لهذا الرقم كما يفتحها العميل: مُخفاة البيانات إلى أن يُدخل آخر أرقام هاتفه.'
export const customerSeesLanguage: typeof en.customerSeesLanguage = 'لغة الصفحة'
export const customerSeesFrame: typeof en.customerSeesFrame = (language) =>
  `صفحة التتبع لدى العميل، باللغة ${language}`
export const openCustomerPage: typeof en.openCustomerPage = 'افتحها في علامة تبويب جديدة'
export const newShipmentTitle: typeof en.newShipmentTitle = 'شحنة جديدة'
export const newShipmentIntro: typeof en.newShipmentIntro =
  'تحصل على رقم تتبع عشوائي جديد. ابدأها من طلب تمّ التعاقد عليه لتُملأ بيانات العميل ويُربط الاثنان.'
export const startFrom: typeof en.startFrom = 'ابدأ من'
export const emptyShipment: typeof en.emptyShipment = 'بلا طلب: بيانات فارغة'
export const leadNumber: typeof en.leadNumber = (id) => `الطلب ${id}`
export const noWonLeads: typeof en.noWonLeads = 'لا يوجد طلب تمّ التعاقد عليه ينتظر شحنته.'
export const madeFromLead: typeof en.madeFromLead = 'أُنشئت من'
export const createShipment: typeof en.createShipment = 'أنشئ الشحنة'
export const importTitle: typeof en.importTitle = 'استيراد تحديثات اليوم'
export const importIntro: typeof en.importIntro =
  'ملف CSV يسمّي صفه الأول أعمدته بالإنجليزية: \u2066tracking number, stage, date, time, location, note\u2069، ويمكن إضافة عمود \u2066arabic note\u2069 (الملاحظة بالعربية لقرّاء العربية). افحصه أولًا: لا يُنشر شيء حتى تطبّقه، وعندها تُنشر كل الصفوف أو لا شيء.'
export const csvFile: typeof en.csvFile = 'ملف CSV'
export const checkFile: typeof en.checkFile = 'افحص الملف'
export const applyFile: typeof en.applyFile = 'انشر كل الصفوف'
export const rowLabel: typeof en.rowLabel = 'الصف'
export const rowsOk: typeof en.rowsOk = (count) =>
  plural('ar', count, {
    one: 'صف واحد جاهز للنشر.',
    two: 'صفّان جاهزان للنشر.',
    few: '# صفوف جاهزة للنشر.',
    many: '# صفًّا جاهزًا للنشر.',
    other: '# صف جاهز للنشر.',
  })
export const rowsApplied: typeof en.rowsApplied = (count) =>
  plural('ar', count, {
    one: 'نُشر تحديث واحد.',
    two: 'نُشر تحديثان.',
    few: 'نُشرت # تحديثات.',
    many: 'نُشر # تحديثًا.',
    other: 'نُشر # تحديث.',
  })
export const fixRows: typeof en.fixRows = 'صحّح هذه الصفوف ثم افحص الملف مجددًا:'
export const emailsColumn: typeof en.emailsColumn = 'رسائل البريد'
export const csvTooBig: typeof en.csvTooBig = (kilobytes) =>
  `الملف أكبر من ${kilobytes} كيلوبايت. قسّمه إلى ملفات أصغر.`
export const leadShipmentTitle: typeof en.leadShipmentTitle = 'شحنته'
export const moveLegsTitle: typeof en.moveLegsTitle = 'شحنات عملية النقل'
export const moveLegsIntro: typeof en.moveLegsIntro = (most) =>
  `حين تنتقل أغراض عميل واحد في عدة شحنات (شحن جوي وشحن بحري وتخزين)، ضعها في عملية نقل واحدة: يُظهر تتبّع أي شحنة منها الشحنات الأخرى، ويستطيع المشترك متابعتها كلها. ${plural('ar', most, { one: 'شحنة واحدة', two: 'شحنتان', few: '# شحنات', many: '# شحنة', other: '# شحنة' })} على الأكثر.`
export const noLegs: typeof en.noLegs = 'هذه الشحنة ليست جزءًا من عملية نقل مع شحنات أخرى.'
export const arrivesOn: typeof en.arrivesOn = (date) => `الوصول ${date}`
export const legTrackingNumber: typeof en.legTrackingNumber = 'رقم تتبّع شحنة أخرى'
export const addLeg: typeof en.addLeg = 'أضفها إلى عملية النقل هذه'
export const legAdded: typeof en.legAdded =
  'أُضيفت. تُظهر كل شحنة الآن للعميل الشحنات الأخرى في عملية النقل.'
export const leaveMove: typeof en.leaveMove = 'أخرج هذه الشحنة من عملية النقل'
export const legLeft: typeof en.legLeft = 'أُخرجت من عملية النقل.'
export const editUpdate: typeof en.editUpdate = 'صحّح'
export const editUpdateNamed: typeof en.editUpdateNamed = (what) => `صحّح التحديث «${what}»`
export const saveUpdate: typeof en.saveUpdate = 'احفظ التصحيح'
export const updateSaved: typeof en.updateSaved = 'صُحّح التحديث.'
