import { arabicDayMonthYear } from '../../../src/lib/arabic-dates.ts'

import type * as en from './customer-page-messages.ts'

/**
 * The Arabic twin of `customer-page-messages.ts`. Latin values (references, e-mail addresses)
 * arrive isolated left to right; dates are written «26 نوفمبر 2026», digits stay Latin.
 */
export const date: typeof en.date = (isoDate) =>
  arabicDayMonthYear(isoDate.split('-').reverse().join('/'))

export const title: typeof en.title = (reference) => `عرض السعر ${reference}`

export const version: typeof en.version = (number) => `النسخة ${number}`

export const sentOn: typeof en.sentOn = (day) => `أُرسل في ${day}`

export const validUntil: typeof en.validUntil = (day) => `العرض سارٍ حتى ${day}`

export const replaces: typeof en.replaces = (current, seen, day) =>
  `هذه هي النسخة ${current} من عرض السعر، وهي تحلّ محلّ النسخة ${seen} التي فتحتها في ${day}.`

export const expired: typeof en.expired = (day) =>
  `انتهت صلاحية عرض السعر هذا في ${day}؛ اطلب منّا عرضًا جديدًا.`

export const accepted: typeof en.accepted = (day) => `قُبل عرض السعر هذا في ${day}.`

export const declined: typeof en.declined = 'رُفض عرض السعر هذا.'

export const declinedOn: typeof en.declinedOn = (day) => `رُفض عرض السعر هذا في ${day}.`

export const contactHeading: typeof en.contactHeading = 'تواصل معنا'

export const phone: typeof en.phone = 'الهاتف'

export const email: typeof en.email = 'البريد الإلكتروني'

export const address: typeof en.address = 'العنوان'

export const preparedFor: typeof en.preparedFor = 'مُقدَّم إلى'

export const customer: typeof en.customer = 'الاسم'

export const mobile: typeof en.mobile = 'رقم الجوال'

export const service: typeof en.service = 'الخدمة'

export const services: typeof en.services = {
  localMove: 'نقل محلي',
  internationalMove: 'انتقال دولي',
  carExport: 'استيراد السيارات وتصديرها',
  storageServices: 'خدمات التخزين',
  logistics: 'الخدمات اللوجستية',
}

export const yourMove: typeof en.yourMove = 'تفاصيل الانتقال'

export const inventory: typeof en.inventory = 'قائمة الجرد'

export const price: typeof en.price = 'السعر'

export const linesCaption: typeof en.linesCaption = 'الخدمات وأسعارها'

export const item: typeof en.item = 'الخدمة'

export const quantity: typeof en.quantity = 'الكمية'

export const unitPrice: typeof en.unitPrice = 'سعر الوحدة'

export const amount: typeof en.amount = 'المبلغ'

export const optional: typeof en.optional = 'اختياري'

export const included: typeof en.included = 'مشمول'

export const notIncluded: typeof en.notIncluded = 'غير مشمول'

export const perUnit: typeof en.perUnit = (sum, unit) => `${sum} لكل ${unit}`

export const lumpSum: typeof en.lumpSum = (sum) => `${sum} (مبلغ مقطوع)`

export const insuranceBasis: typeof en.insuranceBasis = (rate, value) =>
  `${rate}% من القيمة المصرّح بها، ${value}`

export const chooseOptions: typeof en.chooseOptions =
  'اختر الخدمات الاختيارية التي تريدها: لا يشمل الإجمالي إلا ما اخترته.'

export const updateTotal: typeof en.updateTotal = 'تحديث الإجمالي'

export const subtotal: typeof en.subtotal = 'المجموع الفرعي'

export const discount: typeof en.discount = 'الخصم'

export const total: typeof en.total = 'الإجمالي'

export const deposit: typeof en.deposit = (share) =>
  `الدفعة المقدّمة المستحقة عند القبول (${share}%)`

export const balance: typeof en.balance = 'المبلغ المتبقي بعد الدفعة المقدّمة'

export const totalNow: typeof en.totalNow = (sum) => `أصبح الإجمالي ${sum}.`

export const termsHeading: typeof en.termsHeading = 'الشروط'

export const termsBefore: typeof en.termsBefore = 'يخضع عرض السعر هذا '

export const termsLink: typeof en.termsLink = 'للشروط والأحكام'

export const termsAfter: typeof en.termsAfter = (day) => ` السارية من ${day}.`

export const notes: typeof en.notes = 'ملاحظات منسّق النقل'

export const printFooter: typeof en.printFooter = (reference, number) =>
  `عرض السعر ${reference}، النسخة ${number}`

export const notFoundTitle: typeof en.notFoundTitle = 'هذا الرابط لا يفتح أي عرض سعر'

export const notFoundText: typeof en.notFoundText =
  'ربما نُسخ الرابط ناقصًا، أو حلّ محلّه رابط أحدث. اطلب من منسّق النقل أن يرسله إليك مجددًا.'

export const depositTitle: typeof en.depositTitle = 'دفع الدفعة المقدّمة'

export const depositDue: typeof en.depositDue = (amount, percent) =>
  `تؤكّد دفعتك المقدّمة البالغة ${amount} (${percent}% من الإجمالي) الحجز، ويُستحق الباقي يوم النقل.`

export const depositHowTo: typeof en.depositHowTo =
  'ادفعها بتحويل بنكي إلى الحساب أدناه، واكتب مرجع عرض السعر مرجعًا للدفعة لنطابقها مع نقلك.'

export const depositNoBank: typeof en.depositNoBank =
  'سيرسل إليك منسّق النقل بيانات الحساب البنكي للدفعة المقدّمة، مع مرجع عرض السعر الذي تكتبه في التحويل.'

export const bankName: typeof en.bankName = 'البنك'

export const accountName: typeof en.accountName = 'اسم الحساب'

export const iban: typeof en.iban = 'رقم الحساب الدولي (IBAN)'

export const swift: typeof en.swift = 'رمز السويفت (SWIFT)'

export const paymentReference: typeof en.paymentReference = 'مرجع الدفعة'
