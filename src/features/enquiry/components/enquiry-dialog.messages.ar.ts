import type * as en from './enquiry-dialog.messages'

export const title: typeof en.title = 'تخطّط للانتقال قريبًا؟ لنتحدّث'

export const intro: typeof en.intro =
  'أخبرنا قليلًا عن انتقالك، وسيتصل بك أحد منسّقينا، عادةً خلال يوم عمل واحد، ومعه عرض سعر مجاني.'
