import { plural } from '@contract/plural'

import type * as en from './quote-report.messages'

export const quotesTitle: typeof en.quotesTitle = 'عروض الأسعار في كل أسبوع'
export const quotesIntro: typeof en.quotesIntro =
  'عروض الأسعار التي أُرسلت أول مرة، وفتحها العميل أول مرة، وقُبلت ورُفضت في كل أسبوع. افتح خطوة لتراها حسب القناة.'
export const stepColumn: typeof en.stepColumn = 'الخطوة'
export const steps: typeof en.steps = {
  sent: 'أُرسل',
  viewed: 'شوهد',
  accepted: 'قُبل',
  declined: 'رُفض',
}
export const daysAndHours: typeof en.daysAndHours = (days, hours) =>
  days
    ? `${plural('ar', days, { one: 'يوم واحد', two: 'يومان', few: '# أيام', many: '# يومًا', other: '# يوم' })} و${hours} س`
    : `${hours} س`
export const averageToAccept: typeof en.averageToAccept = (time, accepted) =>
  `من وصول الطلب إلى قبول عرض سعره: ${time} في المتوسط، في ${plural('ar', accepted, { one: 'قبول واحد', two: 'قبولين', few: '# حالات قبول', many: '# حالة قبول', other: '# حالة قبول' })}.`
export const noAcceptance: typeof en.noAcceptance = 'لم يُقبل أي عرض سعر في هذه المدة.'
