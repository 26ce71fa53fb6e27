import { plural } from '@contract/plural'

import type * as en from './report.messages'

export const reportTitle: typeof en.reportTitle = 'من أين يأتي العملاء المحتملون'
export const reportIntro: typeof en.reportIntro =
  'الطلبات في كل أسبوع عمل (من السبت إلى الخميس بتوقيت الدوحة، وطلبات الجمعة تُحسب في أسبوعها)، والأسبوع الحالي أولًا. كل رقم يفتح طلباته.'
export const weeksLabel: typeof en.weeksLabel = 'المدة'
export const lastWeeks: typeof en.lastWeeks = (weeks) =>
  `آخر ${plural('ar', weeks, { one: 'أسبوع', two: 'أسبوعين', few: '# أسابيع', many: '# أسبوعًا', other: '# أسبوع' })}`
export const byChannelTitle: typeof en.byChannelTitle = 'الطلبات في كل أسبوع، حسب القناة'
export const byServiceTitle: typeof en.byServiceTitle = 'الطلبات في كل أسبوع، حسب الخدمة'
export const wonRateTitle: typeof en.wonRateTitle = 'نسبة التعاقد، حسب القناة'
export const responseTitle: typeof en.responseTitle = 'سرعة الرد على الطلبات'
export const responseIntro: typeof en.responseIntro =
  'في دراسة شملت 2,241 شركة، كانت الشركات التي ردّت خلال ساعة أرجح بنحو 7 مرات لتأهيل العميل المحتمل.'
export const channelColumn: typeof en.channelColumn = 'القناة'
export const measureColumn: typeof en.measureColumn = 'المقياس'
export const serviceColumn: typeof en.serviceColumn = 'الخدمة'
export const totalColumn: typeof en.totalColumn = 'المجموع'
export const wonColumn: typeof en.wonColumn = 'تمّ التعاقد'
export const rateColumn: typeof en.rateColumn = 'نسبة التعاقد'
export const thisWeek: typeof en.thisWeek = 'هذا الأسبوع'
export const noReportLeads: typeof en.noReportLeads = 'لا طلبات في هذه المدة.'
export const channels: typeof en.channels = {
  'paid-search': 'البحث المدفوع',
  'organic-search': 'البحث الطبيعي',
  'paid-social': 'التواصل الاجتماعي المدفوع',
  'organic-social': 'التواصل الاجتماعي غير المدفوع',
  referral: 'الإحالة من مواقع أخرى',
  direct: 'زيارة مباشرة',
  email: 'البريد الإلكتروني',
  whatsapp: 'واتساب',
}
export const leadsRow: typeof en.leadsRow = 'الطلبات'
export const withinRows: typeof en.withinRows = {
  '5m': 'تمّ الرد خلال 5 دقائق',
  '1h': 'تمّ الرد خلال ساعة عمل واحدة',
}
export const share: typeof en.share = (count, of) =>
  of === 0 ? '—' : `${Math.round((count / of) * 100)}٪ (${count})`
export const openLeads: typeof en.openLeads = (count, what, week) =>
  `عدد الطلبات ${count}: ${what}، ${week}`
export const wholePeriod: typeof en.wholePeriod = 'المدة كلها'
