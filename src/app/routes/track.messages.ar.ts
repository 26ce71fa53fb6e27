import type * as en from './track.messages'

export const title: typeof en.title = 'تتبّع شحنتك'

export const description: typeof en.description =
  'تتبّع شحنتك برقم التتبّع المكوّن من 10 خانات: اطّلع على تواريخ الاستلام والمغادرة والوصول وكل تحديث لحالة الشحنة.'

export const keywords: typeof en.keywords =
  'تتبع شحنة قطر، تتبع الشحنات الدوحة، حالة شحنة الأثاث، رقم التتبع'

export const bannerTitle: typeof en.bannerTitle = 'تتبّع'

export const bannerHighlight: typeof en.bannerHighlight = 'شحنتك'

export const bannerText: typeof en.bannerText =
  'أدخل رقم التتبّع الوارد في تأكيد الحجز لتعرف أين وصلت شحنتك.'

export const bannerImage: typeof en.bannerImage = 'خريطة عليها مسار منقّط من الدوحة إلى ميناء الوصول'

export const breadcrumb: typeof en.breadcrumb = 'تتبّع الشحنة'

export const formHeading: typeof en.formHeading = 'ابحث عن شحنتك'

export const formIntro: typeof en.formIntro =
  'يتكوّن رقم التتبّع من 10 خانات: 4 أحرف يليها 6 أرقام، مثل ABCD123456.'

export const formIntroSeveral: typeof en.formIntroSeveral =
  'هل تتابع عدة شحنات؟ أدخل حتى 10 أرقام تتبّع، تفصل بينها فواصل أو مسافات.'

export const faqTitle: typeof en.faqTitle = 'أسئلة حول التتبّع'
