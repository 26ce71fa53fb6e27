import type * as en from './quote-timeline.messages'

/** The code stays one left-to-right run inside the Arabic line (docs/glossary-ar.md). */
export const quoteName: typeof en.quoteName = (number) => `\u2066Q${number}\u2069`
export const quoteEvents: typeof en.quoteEvents = {
  prepared: (quote) => `أُعدّ عرض السعر ${quote}`,
  sent: (quote, version) => `أُرسل عرض السعر ${quote} (الإصدار ${version})`,
  'first-viewed': (quote, version) => `فتح العميل عرض السعر ${quote} أول مرة (الإصدار ${version})`,
  'last-viewed': (quote, version) =>
    `آخر مرة فتح فيها العميل عرض السعر ${quote} (الإصدار ${version})`,
  accepted: (quote, version) => `قَبِل العميل عرض السعر ${quote} (الإصدار ${version})`,
  declined: (quote) => `رفض العميل عرض السعر ${quote}`,
  'deposit-received': (quote) => `استُلمت الدفعة المقدّمة لعرض السعر ${quote}`,
}
export const signedAs: typeof en.signedAs = (name) => `وقّع باسم: ${name}`
export const declinedReason: typeof en.declinedReason = (reason) => `السبب: ${reason}`
