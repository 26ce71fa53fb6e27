import type * as en from './quote-ask-messages.ts'

/** The Arabic twin of quote-ask-messages.ts (docs/glossary-ar.md). */

export const askHeading: typeof en.askHeading = 'اطرح علينا سؤالًا'
export const questionLabel: typeof en.questionLabel = 'سؤالك'
export const askButton: typeof en.askButton = 'أرسل السؤال'
export const dateHeading: typeof en.dateHeading = 'اطلب موعدًا آخر'
export const dateLabel: typeof en.dateLabel = 'الموعد الذي تفضّله'
export const dateNote: typeof en.dateNote = 'ملاحظة (اختياري)'
export const dateButton: typeof en.dateButton = 'اطلب هذا الموعد'

export const questionNeeded: typeof en.questionNeeded = 'يُرجى كتابة سؤالك.'
export const textTooLong: typeof en.textTooLong = 'يُرجى ألا يزيد النص على 1000 حرف.'
export const dateNeeded: typeof en.dateNeeded = 'يُرجى اختيار موعد من اليوم فصاعدًا.'
export const tooMany: typeof en.tooMany =
  'أرسلت 5 رسائل بشأن عرض السعر هذا خلال الساعة الأخيرة. يُرجى الانتظار قليلًا أو الاتصال بنا.'
export const thanks: typeof en.thanks =
  'شكرًا لك، فقد وصلت رسالتك إلى منسّق الانتقال وسيردّ عليك قريبًا.'

export const dateRequest: typeof en.dateRequest = (day, note) =>
  note ? `يطلب موعدًا آخر: ${day}. ${note}` : `يطلب موعدًا آخر: ${day}.`

export const staffSubject: typeof en.staffSubject = (reference, name) =>
  `${name} يسأل عن عرض السعر ${reference}`
export const staffIntro: typeof en.staffIntro = (name, reference) =>
  `كتب ${name} في صفحة عرض السعر ${reference}:`
export const staffOpen: typeof en.staffOpen = 'افتح الطلب في لوحة الموظفين'
