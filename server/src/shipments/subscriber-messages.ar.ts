import { plural } from '@contract/plural.ts'
import { arabicDateTime } from '../../../src/lib/arabic-date-time.ts'

import type * as en from './subscriber-messages.ts'

/**
 * The Arabic twin of `subscriber-messages.ts`. Every sentence starts with an Arabic word, so a
 * mail program that sets each plain-text line's direction from its first letter reads it right to
 * left; the mail module puts links on lines of their own.
 */
export const moment: typeof en.moment = arabicDateTime

/** «7 أيام», «11 يومًا»: the link's life, in the form its number asks for. */
const days = (count: number) =>
  plural('ar', count, {
    one: 'يومًا واحدًا',
    two: 'يومين',
    few: '# أيام',
    many: '# يومًا',
    other: '# يوم',
  })

export const confirmSubject: typeof en.confirmSubject = (trackingId) =>
  `تأكيد رسائل البريد الإلكتروني عن الشحنة ${trackingId}`

export const confirmAsk: typeof en.confirmAsk = (trackingId) =>
  `يرجى تأكيد رغبتك في تلقّي رسالة بالبريد الإلكتروني كلما بلغت الشحنة ${trackingId} مرحلة ` +
  'جديدة، مثل المغادرة أو الوصول أو التسليم.'

export const confirmAskMove: typeof en.confirmAskMove = (trackingId) =>
  `يرجى تأكيد رغبتك في تلقّي رسالة بالبريد الإلكتروني كلما بلغت الشحنة ${trackingId} أو شحنة ` +
  'أخرى في عملية النقل نفسها مرحلة جديدة، مثل المغادرة أو الوصول أو التسليم.'

export const confirmUntil: typeof en.confirmUntil =
  'لن نرسل إليك شيئًا آخر حتى تؤكّد: افتح هذا الرابط لتبدأ الرسائل.'

export const confirmLink: typeof en.confirmLink = 'تأكيد رسائل المراحل'

export const confirmValidity: typeof en.confirmValidity = (count) =>
  `يعمل الرابط مدة ${days(count)}. إذا لم تطلب هذه الرسائل فتجاهل هذه الرسالة، ولن نرسل إليك شيئًا ` +
  'بعدها.'

export const milestoneSubject: typeof en.milestoneSubject = (trackingId, milestone) =>
  `الشحنة ${trackingId}: ${milestone}`

export const milestoneReached: typeof en.milestoneReached = (trackingId, milestone, when) =>
  `بلغت الشحنة ${trackingId} مرحلة جديدة: ${milestone}، في ${when}.`

export const trackIt: typeof en.trackIt = 'تتبّع الشحنة'

export const whyThisShipment: typeof en.whyThisShipment =
  'تصلك هذه الرسالة لأنك طلبت رسائل المراحل عن هذه الشحنة.'

export const whyThisMove: typeof en.whyThisMove =
  'تصلك هذه الرسالة لأنك طلبت رسائل المراحل عن كل الشحنات في عملية النقل هذه.'

export const unsubscribeLink: typeof en.unsubscribeLink = 'إلغاء الاشتراك'

export const pages: typeof en.pages = {
  badConfirm: {
    title: 'هذا الرابط لا يعمل',
    body: (count) =>
      `يعمل رابط التأكيد مرة واحدة، مدة ${days(count)}. لتلقّي رسائل المراحل، اطلبها مجددًا من ` +
      'نتيجة التتبّع.',
  },
  badUnsubscribe: {
    title: 'هذا الرابط لا يعمل',
    body: 'تأكّد من فتح الرابط كاملًا كما ورد في الرسالة.',
  },
  unsubscribe: {
    title: 'إيقاف رسائل المراحل؟',
    body: (trackingId) => `لن تصلك رسائل أخرى حين تبلغ الشحنة ${trackingId} مرحلة جديدة.`,
    button: 'إلغاء الاشتراك',
  },
  unsubscribed: {
    title: 'تم إلغاء اشتراكك',
    body: (trackingId) => `لن نرسل إليك رسائل أخرى عن الشحنة ${trackingId}.`,
  },
  track: 'تتبّع شحنة',
}
