import type * as en from './audit.messages'

export const fields: typeof en.fields = {
  status: 'الحالة',
  reason: 'السبب',
  assignedTo: 'مُسند إلى',
  disabled: 'معطّل',
  link: 'الرابط',
  with: 'طريقة الدخول',
  leg: 'الشحنة المضافة',
  move: 'عملية النقل',
  trackingId: 'رقم التتبع',
  leadId: 'الطلب',
  email: 'البريد الإلكتروني',
  name: 'الاسم',
  role: 'الدور',
  stage: 'المرحلة',
  date: 'التاريخ',
  time: 'الوقت',
  location: 'المكان',
  note: 'الملاحظة',
  noteAr: 'الملاحظة بالعربية',
  via: 'عبر',
  row: 'الصف',
  rows: 'الصفوف',
  changed: 'ما تغيّر',
  personal: 'بيانات شخصية تغيّرت',
  kind: 'أُرسلت',
  language: 'اللغة',
  template: 'القالب',
  followUpId: 'المتابعة',
  rule: 'القاعدة',
  enabled: 'مفعّلة',
  offsetMinutes: 'التوقيت (بالدقائق)',
}
export const values: typeof en.values = {
  enrolment: 'رابط تسجيل',
  'sign-in': 'رابط دخول',
  passkey: 'مفتاح مرور',
  csv: 'ملف CSV',
  text: 'نصًّا حرًّا',
  template: 'قالبًا معتمدًا',
  en: 'الإنجليزية',
  ar: 'العربية',
  pre_move_reminder: 'تذكير قبل موعد النقل',
  move_reminder: 'تذكير بموعد النقل',
  enquiry_received: 'استلام الاستفسار',
}
export const none: typeof en.none = 'لا شيء'
export const yes: typeof en.yes = 'نعم'
export const no: typeof en.no = 'لا'
export const listSeparator: typeof en.listSeparator = '، '
export const change: typeof en.change = (before, after) => `${before} ← ${after}`
