import type * as en from './quote-pipeline.messages'

export const followUps: typeof en.followUps = {
  'viewed-not-accepted': 'شوهد ولم يُقبل بعد 24 ساعة',
  'expires-soon': 'تنتهي صلاحيته خلال يومين',
}
export const money: typeof en.money = (dirhams) =>
  `${Math.trunc(dirhams / 100).toLocaleString('en-US')}.${String(Math.abs(dirhams % 100)).padStart(2, '0')} ريال قطري`
export const depositTitle: typeof en.depositTitle = 'الدفعة المقدّمة'
export const depositIntro: typeof en.depositIntro = (reference) =>
  `قُبل عرض السعر \u2066${reference}\u2069. يدفع العميل الدفعة المقدّمة بتحويل بنكي، ويكتب مرجع عرض السعر مرجعًا للدفعة.`
export const depositDue: typeof en.depositDue = 'الدفعة المقدّمة المستحقة'
export const bankName: typeof en.bankName = 'البنك'
export const accountName: typeof en.accountName = 'اسم الحساب'
export const iban: typeof en.iban = 'رقم الحساب الدولي (IBAN)'
export const swift: typeof en.swift = 'رمز السويفت (SWIFT)'
export const paymentReference: typeof en.paymentReference = 'مرجع الدفعة'
export const noBankDetails: typeof en.noBankDetails =
  'لم يُضبط الحساب البنكي بعد: يضبط مدير النظام \u2066BANK_NAME, BANK_ACCOUNT_NAME, BANK_IBAN, BANK_SWIFT\u2069 على الخادم.'
export const markDepositReceived: typeof en.markDepositReceived = 'تسجيل استلام الدفعة المقدّمة'
export const depositReceived: typeof en.depositReceived = (when, by) =>
  by ? `استُلمت الدفعة المقدّمة، وسجّلها ${by} ${when}.` : `استُلمت الدفعة المقدّمة، وسُجّلت ${when}.`
export const quoteDeclined: typeof en.quoteDeclined = (reference) =>
  `رفض العميل عرض السعر \u2066${reference}\u2069.`
export const quoteExpired: typeof en.quoteExpired = (reference) =>
  `انتهت صلاحية عرض السعر \u2066${reference}\u2069.`
export const lostPrompt: typeof en.lostPrompt =
  'إن لم يمضِ العميل في النقل، فاجعل حالة الطلب «لم يتمّ التعاقد» واذكر السبب، ليحسبه التقرير.'
export const sayWhyLost: typeof en.sayWhyLost = 'لم يتمّ التعاقد: اذكر السبب'
