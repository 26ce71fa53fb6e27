import { siteConfig } from '@/config/env'

import type * as en from './home.messages'

export const homeMessages: typeof en.homeMessages = {
  title: `شركة نقل أثاث وتغليف في قطر | ${siteConfig.companyName}`,
  description:
    'شركة نقل حاصلة على شهادات ISO في الدوحة منذ 2011: نقل المنازل والمكاتب، والانتقال الدولي، والتخزين، والشحن في قطر ودول الخليج. اطلب عرض سعر مجانيًا.',
  keywords:
    'شركة نقل أثاث قطر، نقل عفش الدوحة، شركات نقل وتغليف في قطر، الانتقال الدولي من قطر، تخزين أثاث الدوحة، شحن بضائع قطر',
  heroEyebrow: 'النقل والخدمات اللوجستية في قطر',
  trust: {
    certified: 'حاصلون على شهادات ISO منذ 2011',
    countries: 'نغطي أكثر من 120 دولة',
    moves: 'أكثر من 20,000 عملية نقل ناجحة',
  },
  panel: 'الحجز أو التتبّع',
  bookingTab: 'احجز معنا',
  trackingTab: 'تتبّع شحنتك',
  trackingIntro: 'أدخل رقم التتبّع الوارد في تأكيد الحجز لتعرف أين وصلت شحنتك.',
  aboutImage: 'فريق النقل لدينا بزيّه الموحّد بجوار شاحنة الشركة في الدوحة',
  aboutEyebrow: 'من نحن',
  exploreMore: 'اكتشف المزيد',
  statsTitle: 'إنجازاتنا بالأرقام',
  servicesTitle: 'خدماتنا',
  whoWeAreEyebrow: 'أسلوبنا في العمل',
  whereWeMoveTitle: 'وجهاتنا حول العالم',
  whereWeMoveSubtitle:
    'أدلة للنقل من الباب إلى الباب إلى الدول التي ينتقل إليها عملاؤنا أكثر من غيرها، مع الجمارك والمستندات ومدد الشحن.',
  reachOutHeading: 'تواصل معنا اليوم',
  reachOutText:
    'تبحث عن شركة نقل محلية موثوقة... أو حلول شحن احترافية؟ نجعل انتقالك سلسًا وآمنًا وخاليًا من القلق.',
  plannerTitle: 'خطّط لانتقالك',
  planYourMove: 'خطّط لانتقالك',
  storiesTitle: 'قصص انتقال عملائنا',
  storiesSubtitle: 'نحرص على التميّز في كل عملية نقل، ونحن مستعدون لتقديمه لك أيضًا!',
  storiesEyebrow: 'آراء العملاء',
  moreStories: 'اقرأ المزيد من القصص',
  moreStoriesNewTab: '(تُفتح التقييمات في علامة تبويب جديدة)',
  faqHeading: 'الأسئلة الشائعة',
}
