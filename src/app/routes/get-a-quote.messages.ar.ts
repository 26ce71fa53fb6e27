import type * as en from './get-a-quote.messages'

export const title: typeof en.title = 'اطلب عرض سعر للنقل في قطر: تقدير للحجم خلال دقائق'

export const description: typeof en.description =
  'خطّط لانتقالك خطوة بخطوة: من أين وإلى أين، والموعد، والغرف والقطع مع تقدير فوري للحجم بالمتر المكعب، والحاوية المناسبة. معاينة مجانية وعرض سعر ثابت.'

export const keywords: typeof en.keywords =
  'عرض سعر نقل أثاث قطر، تقدير تكلفة نقل العفش الدوحة، حاسبة حجم الأثاث، حاسبة حجم الحاوية، عرض سعر انتقال دولي من قطر'

export const bannerTitle: typeof en.bannerTitle = 'اطلب'

export const bannerHighlight: typeof en.bannerHighlight = 'عرض سعر'

export const bannerText: typeof en.bannerText =
  'ست خطوات قصيرة: أخبرنا ماذا تنقل، ومن أين وإلى أين، ومتى، وما الحجم، واطّلع على تقدير للحجم والحاوية التي يحتاجها.'

export const bannerImage: typeof en.bannerImage =
  'صناديق نقل مرتّبة ومكدّسة وعليها ملصقات، جاهزة للمعاينة'

export const breadcrumb: typeof en.breadcrumb = 'اطلب عرض سعر'

export const planner: typeof en.planner = 'مخطّط عرض السعر'

export const nextHeading: typeof en.nextHeading = 'ماذا يحدث بعد ذلك'

export const readTitle: typeof en.readTitle = 'نقرأ خطتك'

export const readText: typeof en.readText =
  'يراجع منسّق النقل مسارك ومواعيدك والحجم، عادةً خلال يوم عمل واحد.'

export const surveyTitle: typeof en.surveyTitle = 'معاينة مجانية'

export const surveyText: typeof en.surveyText =
  'حضوريًا أو عبر مكالمة فيديو، نؤكّد الحجم ونسجّل طرق الوصول والمصاعد ومواقف السيارات.'

export const quoteTitle: typeof en.quoteTitle = 'عرض سعر ثابت ومفصّل'

export const quoteText: typeof en.quoteText =
  'تحصل على سعر واحد يوضّح خيارات التغليف والنقل والجمارك والتأمين بالتفصيل.'

export const talk: typeof en.talk = 'تفضّل الحديث معنا مباشرة؟'

export const hours: typeof en.hours = (days, hours) => `يجيبك منسّقونا ${days}، ${hours}.`

export const whatsapp: typeof en.whatsapp = 'راسلنا عبر واتساب'

export const newTab: typeof en.newTab = ' (يُفتح في علامة تبويب جديدة)'
