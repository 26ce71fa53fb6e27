import type * as en from './feedback-messages.ts'

/**
 * The Arabic twin of `feedback-messages.ts`. Digits stay Latin; a staff member's Latin name
 * arrives isolated left to right.
 */

export const title: typeof en.title = 'كيف كانت تجربتك معنا؟'

export const intro: typeof en.intro = (company) =>
  `شكرًا لاختيارك ${company} في عملية النقل. أخبرنا كيف جرت، فالأمر لا يستغرق أكثر من دقيقة.`

export const ratingLegend: typeof en.ratingLegend = 'تقييمك'

export const ratings: typeof en.ratings = {
  1: 'نجمة واحدة: ضعيف جدًا',
  2: 'نجمتان: ضعيف',
  3: '3 نجوم: مقبول',
  4: '4 نجوم: جيد',
  5: '5 نجوم: ممتاز',
}

export const commentLabel: typeof en.commentLabel = 'هل تودّ أن تخبرنا بشيء؟ (اختياري)'

export const commentHint: typeof en.commentHint = 'بحدّ أقصى 2000 حرف.'

export const send: typeof en.send = 'أرسل تقييمي'

export const ratingNeeded: typeof en.ratingNeeded = 'اختر من نجمة واحدة إلى 5 نجوم.'

export const commentTooLong: typeof en.commentTooLong = 'تعليقك أطول من 2000 حرف، يُرجى اختصاره.'

export const tooMany: typeof en.tooMany =
  'أرسلت عدة تقييمات خلال الساعة الماضية. يُرجى المحاولة لاحقًا.'

export const googleButton: typeof en.googleButton = 'قيّمنا على جوجل'

export const googleOffer: typeof en.googleOffer = 'يمكنك أيضًا كتابة تقييم علني على جوجل.'

export const thanksTitle: typeof en.thanksTitle = 'شكرًا على تقييمك'

export const happyText: typeof en.happyText =
  'يسعدنا أن عملية النقل جرت على ما يرام. هل تشارك تجربتك على جوجل؟ فهي تساعد العائلة التالية على اختيار شركة النقل المناسبة.'

export const sorry: typeof en.sorry = 'نأسف لأن عملية النقل لم تكن بالمستوى الذي توقّعته.'

export const whoCalls: typeof en.whoCalls = (name) =>
  name
    ? `وصل تعليقك إلى ${name} من فريقنا، وسيتصل بك لتصحيح الأمر.`
    : 'وصل تعليقك إلى أحد مديري فريقنا، وسيتصل بك لتصحيح الأمر.'

export const googleAfterLow: typeof en.googleAfterLow =
  'وإن أردت أيضًا أن تكتب تقييمًا علنيًا، يمكنك ذلك على جوجل.'
