import type * as en from './whatsapp-updates-field.messages'

export const label: typeof en.label = 'أرسلوا لي التحديثات عبر واتساب'

export const hint: typeof en.hint =
  'على الرقم أعلاه، من حسابنا الرسمي على واتساب للأعمال. أرسل «إيقاف» في أي وقت لإيقافها.'
