import { companyName } from '@/config/company'

import type * as en from './home.messages'

export const title: typeof en.title = `شركة نقل أثاث وتغليف في قطر | ${companyName}`

export const description: typeof en.description =
  'شركة نقل حاصلة على شهادات ISO في الدوحة منذ 2011: نقل المنازل والمكاتب، والانتقال الدولي، والتخزين، والشحن في قطر ودول الخليج. اطلب عرض سعر مجانيًا.'

export const keywords: typeof en.keywords =
  'شركة نقل أثاث قطر، نقل عفش الدوحة، شركات نقل وتغليف في قطر، الانتقال الدولي من قطر، تخزين أثاث الدوحة، شحن بضائع قطر'

export const heroEyebrow: typeof en.heroEyebrow = 'النقل والخدمات اللوجستية في قطر'

export const trustCertified: typeof en.trustCertified = 'حاصلون على شهادات ISO منذ 2011'

export const trustCountries: typeof en.trustCountries = 'نغطي أكثر من 120 دولة'

export const trustMoves: typeof en.trustMoves = 'أكثر من 20,000 عملية نقل ناجحة'

export const panel: typeof en.panel = 'الحجز أو التتبّع'

export const bookingTab: typeof en.bookingTab = 'احجز معنا'

export const trackingTab: typeof en.trackingTab = 'تتبّع شحنتك'

export const trackingIntro: typeof en.trackingIntro =
  'أدخل رقم التتبّع الوارد في تأكيد الحجز لتعرف أين وصلت شحنتك.'

export const aboutImage: typeof en.aboutImage =
  'فريق النقل لدينا بزيّه الموحّد بجوار شاحنة الشركة في الدوحة'

export const aboutEyebrow: typeof en.aboutEyebrow = 'من نحن'

export const exploreMore: typeof en.exploreMore = 'اكتشف المزيد'

export const statsTitle: typeof en.statsTitle = 'إنجازاتنا بالأرقام'

export const servicesTitle: typeof en.servicesTitle = 'خدماتنا'

export const whoWeAreEyebrow: typeof en.whoWeAreEyebrow = 'أسلوبنا في العمل'

export const whereWeMoveTitle: typeof en.whereWeMoveTitle = 'وجهاتنا حول العالم'

export const whereWeMoveSubtitle: typeof en.whereWeMoveSubtitle =
  'أدلة للنقل من الباب إلى الباب إلى الدول التي ينتقل إليها عملاؤنا أكثر من غيرها، مع الجمارك والمستندات ومدد الشحن.'

export const reachOutHeading: typeof en.reachOutHeading = 'تواصل معنا اليوم'

export const reachOutText: typeof en.reachOutText =
  'تبحث عن شركة نقل محلية موثوقة... أو حلول شحن احترافية؟ نجعل انتقالك سلسًا وآمنًا وخاليًا من القلق.'

export const plannerTitle: typeof en.plannerTitle = 'خطّط لانتقالك'

export const planYourMove: typeof en.planYourMove = 'خطّط لانتقالك'

export const storiesTitle: typeof en.storiesTitle = 'قصص انتقال عملائنا'

export const storiesSubtitle: typeof en.storiesSubtitle =
  'نحرص على التميّز في كل عملية نقل، ونحن مستعدون لتقديمه لك أيضًا!'

export const storiesEyebrow: typeof en.storiesEyebrow = 'آراء العملاء'

export const moreStories: typeof en.moreStories = 'اقرأ المزيد من القصص'

export const moreStoriesNewTab: typeof en.moreStoriesNewTab =
  '(تُفتح التقييمات في علامة تبويب جديدة)'

export const faqHeading: typeof en.faqHeading = 'الأسئلة الشائعة'
