import type * as en from './follow-up-messages.ts'

export const followUpMessages: typeof en.followUpMessages = {
  unknownRule: 'اختر إحدى قواعد المتابعة.',
  badEnabled: 'حدّد ما إذا كانت القاعدة مفعّلة أم متوقفة.',
  outOfBounds: (min: number, max: number) =>
    `اختر توقيتًا من ${min} إلى ${max} دقيقة، بالدقائق الكاملة.`,
  noSuchFollowUp: 'لا توجد متابعة بهذا الرقم.',
  notScheduled:
    'لم تعد هذه المتابعة مجدولة: فقد أُرسلت أو تُخطّيت أو أُلغيت. أعد تحميل الصفحة لترى حالتها.',
  noSuchAlert: 'لا يوجد تنبيه بهذا الرقم.',
}
