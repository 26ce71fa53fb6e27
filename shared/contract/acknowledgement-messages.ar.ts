import type * as en from './acknowledgement-messages.ts'

export const dayNames: typeof en.dayNames = [
  'الأحد',
  'الاثنين',
  'الثلاثاء',
  'الأربعاء',
  'الخميس',
  'الجمعة',
  'السبت',
]
export const halves: typeof en.halves = ['صباحًا', 'مساءً']
export const referenceLine: typeof en.referenceLine = (reference) =>
  `رقمك المرجعي هو ${reference}. يرجى ذكره عندما نتصل بك.`
export const withinOfficeHour: typeof en.withinOfficeHour =
  'سيتصل بك منسّق النقل خلال ساعة عمل واحدة.'
export const nextMorning: typeof en.nextMorning = (day, time) =>
  `مكتبنا مغلق الآن. سيتصل بك منسّق النقل صباح يوم ${day} ابتداءً من الساعة ${time} (بتوقيت الدوحة).`
export const nextSteps: typeof en.nextSteps =
  'سنناقش معك المواعيد التي تناسبك ونرتّب معاينة مجانية، حضوريًا أو عبر الفيديو.'
export const mailSubject: typeof en.mailSubject = (reference) => `استلمنا طلبك: ${reference}`
export const mailGreeting: typeof en.mailGreeting = (name) => `عزيزي/عزيزتي ${name}،`
export const mailThanks: typeof en.mailThanks = 'شكرًا لتواصلك معنا. لقد استلمنا طلبك.'
export const mailAsked: typeof en.mailAsked = (what) => `طلبت: ${what}.`
export const mailYourMessage: typeof en.mailYourMessage = 'رسالتك:'
export const mailSignOff: typeof en.mailSignOff = (company) => `فريق ${company}`
export const services: typeof en.services = {
  localMove: 'النقل المحلي',
  internationalMove: 'الانتقال الدولي',
  carExport: 'استيراد السيارات وتصديرها',
  storageServices: 'خدمات التخزين',
  logistics: 'الخدمات اللوجستية',
}
export const plannedQuote: typeof en.plannedQuote = 'عرض سعر لعملية النقل التي خطّطتها على موقعنا'
