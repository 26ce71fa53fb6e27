import type * as en from './quote-planner.messages'

export const form: typeof en.form = 'مخطّط عرض السعر'

export const steps: typeof en.steps = 'خطوات طلب عرض السعر'

export const progress: typeof en.progress = (position, count, step) =>
  `الخطوة ${position} من ${count}: ${step}`

export const done: typeof en.done = ' (مكتملة)'

export const moveType: typeof en.moveType = 'نوع الانتقال'

export const correct: typeof en.correct = 'يرجى تصحيح الحقول المحدّدة.'

export const back: typeof en.back = 'رجوع'

export const submitting: typeof en.submitting = 'جارٍ الإرسال'

export const send: typeof en.send = 'إرسال الطلب'

export const next: typeof en.next = 'التالي'

export const whatTitle: typeof en.whatTitle = 'ما الذي سننقله؟'

export const routeTitle: typeof en.routeTitle = 'من أين، وإلى أين؟'

export const whenTitle: typeof en.whenTitle = 'متى تودّ الانتقال؟'

export const sizeTitle: typeof en.sizeTitle = 'ما حجم ما سننقله؟'

export const contactTitle: typeof en.contactTitle = 'كيف نتواصل معك؟'

export const reviewTitle: typeof en.reviewTitle = 'راجع طلبك وأرسله'
