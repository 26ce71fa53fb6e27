import type * as en from './quote-mail-messages.ts'

/**
 * The Arabic twin of quote-mail-messages.ts. Every sentence starts with an Arabic word, so a mail
 * program that sets each plain-text line's direction from its first letter reads it right to left.
 */
export const money: typeof en.money = (amount) => `${amount} ريال قطري`
export const mailSubject: typeof en.mailSubject = (reference, company) =>
  `عرض السعر ${reference} من ${company}`
export const revisedSubject: typeof en.revisedSubject = (reference, version) =>
  `عرض السعر ${reference} بعد التعديل (النسخة ${version})`
export const mailGreeting: typeof en.mailGreeting = (name) => `عزيزي/عزيزتي ${name}،`
export const mailReady: typeof en.mailReady = (reference, company) =>
  `شكرًا لاختيارك ${company}. عرض السعر ${reference} جاهز.`
export const mailRevised: typeof en.mailRevised = (reference, version) =>
  `عدّلنا عرض السعر ${reference}: هذه هي النسخة ${version}، وهي تحلّ محلّ النسخة التي أرسلناها من قبل.`
export const mailTotal: typeof en.mailTotal = (total, deposit, percent) =>
  `الإجمالي ${total}، وتُستحق دفعة مقدّمة قدرها ${deposit} (${percent}%) عند قبولك عرض السعر.`
export const mailTotalNoDeposit: typeof en.mailTotalNoDeposit = (total) => `الإجمالي ${total}.`
export const mailOptions: typeof en.mailOptions =
  'بعض الخدمات اختيارية: اخترها في صفحة عرض السعر، ويتغيّر الإجمالي وفق اختيارك.'
export const mailValidUntil: typeof en.mailValidUntil = (day) => `عرض السعر سارٍ حتى ${day}.`
export const mailOpen: typeof en.mailOpen = 'افتح عرض السعر'
export const mailNext: typeof en.mailNext =
  'تعرض الصفحة كل بند وسعره، ويمكنك طباعتها أو حفظها بصيغة PDF. للمضي قدمًا أو لتغيير أي شيء، ردّ على هذه الرسالة أو اتصل بمنسّق النقل.'
export const mailPrivate: typeof en.mailPrivate =
  'هذا الرابط خاص بك: كل من يملكه يستطيع قراءة عرض السعر، فيرجى ألّا تشاركه مع أحد.'
export const mailSignOff: typeof en.mailSignOff = (company) => `فريق ${company}`
export const whatsappText: typeof en.whatsappText = (name, reference, company, link) =>
  `مرحبًا ${name}، عرض السعر ${reference} من ${company} جاهز. يمكنك قراءته وطباعته من هنا:\n${link}`
