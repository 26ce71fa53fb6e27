import type * as en from './console.messages'

export const consoleName: typeof en.consoleName = 'لوحة الموظفين'
export const titleCount: typeof en.titleCount = (unanswered, whatsapp) =>
  whatsapp
    ? `(${unanswered ? `${unanswered}، ` : ''}${whatsapp} واتساب) `
    : unanswered
      ? `(${unanswered}) `
      : ''
export const skipToContent: typeof en.skipToContent = 'انتقل إلى المحتوى'
export const loading: typeof en.loading = 'جارٍ التحميل…'
export const navLabel: typeof en.navLabel = 'اللوحة'
export const navLeads: typeof en.navLeads = 'العملاء المحتملون'
export const navAccount: typeof en.navAccount = 'حسابك'
export const navMembers: typeof en.navMembers = 'الموظفون'
export const navAudit: typeof en.navAudit = 'سجل التدقيق'
export const navFollowUps: typeof en.navFollowUps = 'قواعد المتابعة'
export const otherLanguage: typeof en.otherLanguage = 'English'
export const signOut: typeof en.signOut = 'تسجيل الخروج'
export const roles: typeof en.roles = {
  admin: 'مدير النظام',
  sales: 'موظف مبيعات',
  operations: 'موظف عمليات',
}
export const networkError: typeof en.networkError =
  'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مجددًا.'
export const statuses: typeof en.statuses = {
  new: 'جديد',
  contacted: 'تم التواصل',
  quoted: 'أُرسل عرض السعر',
  won: 'تمّ التعاقد',
  lost: 'لم يتمّ التعاقد',
}
export const languages: typeof en.languages = { en: 'الإنجليزية', ar: 'العربية' }
export const trackingLabel: typeof en.trackingLabel = 'رقم التتبع'
export const reviewReasons: typeof en.reviewReasons = {
  notBotChecked: 'لم يُتحقّق منه، لأن هذا الخادم بلا مفتاح reCAPTCHA السري',
  plainForm: 'أُرسل نموذجًا عاديًا من دون JavaScript، فلا يحمل رمز reCAPTCHA',
  lowScore: (score) => `درجة reCAPTCHA منخفضة (${score})`,
}
export const crmLastError: typeof en.crmLastError = (error) => `آخر خطأ: ${error}.`
export const navReport: typeof en.navReport = 'التقرير'
export const sameMonthDays: typeof en.sameMonthDays = (first, last, month) =>
  `${first}–${last} ${month}`
export const twoMonthDays: typeof en.twoMonthDays = (first, firstMonth, last, lastMonth) =>
  `${first} ${firstMonth} – ${last} ${lastMonth}`
export const navShipments: typeof en.navShipments = 'الشحنات'
export const quietInNav: typeof en.quietInNav = (count) => `${count} بلا تحديث`
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
  collection_window: 'موعد وصول الفريق (بتوقيت الدوحة)',
  crew_contact: 'جهة الاتصال بالفريق يوم النقل (الاسم والرقم)',
  date_of_departure: 'تاريخ المغادرة',
  date_of_arrival: 'تاريخ الوصول',
}
export const createShipment: typeof en.createShipment = 'أنشئ الشحنة'
