import { plural } from '@contract/plural'

import type * as en from './shipments.messages'

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
export const fromAcceptedQuote: typeof en.fromAcceptedQuote = (reference) =>
  `بيانات من عرض السعر المقبول \u2066${reference}\u2069`
export const emptyShipment: typeof en.emptyShipment = 'بلا طلب: بيانات فارغة'
export const leadNumber: typeof en.leadNumber = (id) => `الطلب ${id}`
export const noWonLeads: typeof en.noWonLeads = 'لا يوجد طلب تمّ التعاقد عليه ينتظر شحنته.'
export const madeFromLead: typeof en.madeFromLead = 'أُنشئت من'
export const importTitle: typeof en.importTitle = 'استيراد تحديثات اليوم'
export const importIntro: typeof en.importIntro =
  'ملف CSV يسمّي صفه الأول أعمدته بالإنجليزية: \u2066tracking number, stage, date, time, location, note\u2069، ويمكن إضافة عمود \u2066arabic note\u2069 (الملاحظة بالعربية لقرّاء العربية). افحصه أولًا: لا يُنشر شيء حتى تطبّقه، وعندها تُنشر كل الصفوف المحدَّدة أو لا شيء.'
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
export const fixRows: typeof en.fixRows =
  'ألغِ تحديد الصفوف التي فيها أخطاء لتنشر الباقي، أو صحّح الملف وافحصه مجددًا.'
export const emailsColumn: typeof en.emailsColumn = 'رسائل البريد'
export const csvTooBig: typeof en.csvTooBig = (kilobytes) =>
  `الملف أكبر من ${kilobytes} كيلوبايت. قسّمه إلى ملفات أصغر.`
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
