import { plural } from '@contract/plural'

import type * as en from './follow-ups.messages'

export const sectionTitle: typeof en.sectionTitle = 'المتابعات'
export const loading: typeof en.loading = 'جارٍ تحميل المتابعات…'
export const none: typeof en.none = 'لا توجد متابعات مخطّطة.'
export const scheduledTitle: typeof en.scheduledTitle = 'المجدولة'
export const pastTitle: typeof en.pastTitle = 'المرسلة والمتخطّاة والملغاة'
export const ruleNames: typeof en.ruleNames = {
  quote_viewed: 'عرض سعر اطّلع عليه العميل ولم يقبله',
  quote_expiring: 'عرض سعر على وشك الانتهاء',
  move_3_days: 'التذكير الأول بموعد النقل',
  move_1_day: 'التذكير الأخير بموعد النقل',
  reschedule: 'موعد النقل الجديد',
  review_request: '«كيف كانت خدمتنا؟»',
  lead_uncontacted: 'طلب لم يُتواصل مع صاحبه',
}
export const dueAt: typeof en.dueAt = (when) => `موعدها ${when}`
export const sentAt: typeof en.sentAt = (when) => `أُرسلت في ${when}`
export const channels: typeof en.channels = {
  email: 'البريد الإلكتروني',
  whatsapp: 'واتساب',
  console: 'تنبيه في لوحة الموظفين',
}
export const deliveries: typeof en.deliveries = {
  queued: 'في قائمة الانتظار',
  sent: 'أُرسلت',
  delivered: 'وصلت',
  read: 'قُرئت',
  failed: 'لم تصل',
}
export const skippedBy: typeof en.skippedBy = (name) => `تخطّاها ${name}`
export const skippedByNobody: typeof en.skippedByNobody = 'تم تخطّيها'
export const broughtForwardBy: typeof en.broughtForwardBy = (name) => `قدّم موعدها ${name}`
export const cancelled: typeof en.cancelled = (reason) => `أُلغيت: ${reason}`
export const reasons: typeof en.reasons = {
  stopped: 'طلب العميل إيقاف المتابعات',
  settled: 'حُسم أمر عرض السعر أو الطلب',
  contacted: 'تم التواصل مع صاحب الطلب في الوقت المحدد',
  'no-date': 'لا يوجد موعد للنقل',
  unreachable: 'لم يوافق العميل على واتساب وليس له بريد إلكتروني',
  'rule-off': 'أُوقفت القاعدة',
}
export const skip: typeof en.skip = 'تخطّي'
export const sendNow: typeof en.sendNow = 'أرسل الآن'
export const skipLabel: typeof en.skipLabel = (rule) => `تخطّي: ${rule}`
export const sendNowLabel: typeof en.sendNowLabel = (rule) => `أرسل الآن: ${rule}`
export const skipped: typeof en.skipped = 'تم التخطّي: لن تُرسل.'
export const broughtForward: typeof en.broughtForward =
  'قُدّم موعدها: ستُرسل خلال دقائق، أو عند انتهاء ساعات الهدوء (ليلًا بتوقيت الدوحة وصباح الجمعة).'

export const rulesTitle: typeof en.rulesTitle = 'قواعد المتابعة'
export const rulesIntro: typeof en.rulesIntro =
  'تُرسل كل قاعدة مفعّلة من تلقاء نفسها، عبر واتساب للعملاء الذين وافقوا عليه وإلا بالبريد الإلكتروني، ولا تُرسل ليلًا بتوقيت الدوحة (21:00–08:00) ولا صباح الجمعة.'
export const ruleTiming: typeof en.ruleTiming = {
  quote_viewed: 'بعد أن يفتح العميل أول مرة عرض سعر مرسلًا لم يقبله',
  quote_expiring: 'قبل نهاية آخر يوم يسري فيه عرض السعر',
  move_3_days: 'قبل الساعة 08:00 من يوم النقل',
  move_1_day: 'قبل الساعة 08:00 من يوم النقل',
  reschedule: 'بعد أن يغيّر الموظفون موعد نقل محجوزًا',
  review_request: 'بعد تسليم الشحنة',
  lead_uncontacted:
    'من وقت الدوام بعد وصول طلب لم يُتواصل مع صاحبه: إلى المسؤول عنه، ثم بعد المدة نفسها إلى مدير النظام',
}
export const enabledLabel: typeof en.enabledLabel = 'مفعّلة'
export const timingLabel: typeof en.timingLabel = 'التوقيت'
export const unitLabel: typeof en.unitLabel = 'الوحدة'
export const units: typeof en.units = {
  minutes: 'دقائق',
  hours: 'ساعات',
  days: 'أيام',
}
export const duration: typeof en.duration = (minutes) =>
  minutes % 1440 === 0
    ? plural('ar', minutes / 1440, {
        one: 'يوم واحد',
        two: 'يومان',
        few: '# أيام',
        many: '# يومًا',
        other: '# يوم',
      })
    : minutes % 60 === 0
      ? plural('ar', minutes / 60, {
          one: 'ساعة واحدة',
          two: 'ساعتان',
          few: '# ساعات',
          many: '# ساعة',
          other: '# ساعة',
        })
      : plural('ar', minutes, {
          one: 'دقيقة واحدة',
          two: 'دقيقتان',
          few: '# دقائق',
          many: '# دقيقة',
          other: '# دقيقة',
        })
export const bounds: typeof en.bounds = (least, most) => `من ${least} إلى ${most}.`
export const defaults: typeof en.defaults = 'كما ضُبطت في الأصل'
export const changedBy: typeof en.changedBy = (name, when) => `غيّرها ${name}، ${when}`
export const save: typeof en.save = 'حفظ'
export const saved: typeof en.saved = (rule) => `تم حفظ «${rule}».`

export const alertsTitle: typeof en.alertsTitle = 'التنبيهات'
export const stars: typeof en.stars = (rating) =>
  plural('ar', rating, { one: 'نجمة واحدة', two: 'نجمتان', few: '# نجوم', other: '# نجمة' })
export const lowRating: typeof en.lowRating = (stars, who) => `${stars} من ${who}.`
export const leadUncontacted: typeof en.leadUncontacted = (who) =>
  `لم يُتواصل بعد مع ${who} بشأن طلبه.`
export const leadUncontactedAdmins: typeof en.leadUncontactedAdmins = (who) =>
  `لم يُتواصل بعد مع ${who} بشأن طلبه: أُبلغ المسؤول عنه، والآن يُبلَّغ كل مديري النظام.`
export const quoteViewed: typeof en.quoteViewed = (who) =>
  `فتح ${who} عرض السعر ولم يقبله بعد: إنه وقت مناسب للاتصال.`
export const aCustomer: typeof en.aCustomer = 'أحد العملاء'
export const openLead: typeof en.openLead = 'افتح الطلب'
export const openShipment: typeof en.openShipment = 'افتح الشحنة'
export const markRead: typeof en.markRead = 'تعليم كمقروء'
export const markReadLabel: typeof en.markReadLabel = (when) => `تعليم كمقروء: تنبيه ${when}`

export const reviewsTitle: typeof en.reviewsTitle = 'تقييمات «كيف كانت خدمتنا؟»'
export const reviewsIntro: typeof en.reviewsIntro =
  'لكل شهر بتوقيت الدوحة: التقييمات التي منحها العملاء ومتوسطها من 5، وكم شحنة من الشحنات المسلَّمة في ذلك الشهر أُرسل إلى صاحبها طلب تقييم.'
export const monthColumn: typeof en.monthColumn = 'الشهر'
export const ratingsColumn: typeof en.ratingsColumn = 'التقييمات'
export const averageColumn: typeof en.averageColumn = 'المتوسط'
export const deliveredColumn: typeof en.deliveredColumn = 'المسلَّمة'
export const requestedColumn: typeof en.requestedColumn = 'طُلب منها تقييم'
export const averageOf: typeof en.averageOf = (average) =>
  `${(Math.round(average * 10) / 10).toFixed(1)} من 5`
export const share: typeof en.share = (count, of) =>
  of === 0 ? '—' : `${Math.round((count / of) * 100)}٪ (${count})`
