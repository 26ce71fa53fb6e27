import type * as en from './index.messages'

export const title: typeof en.title = 'نصائح وأدلة وأخبار عن النقل في قطر'

export const description: typeof en.description =
  'أدلة عملية للنقل من فريقنا في الدوحة: التخزين، ونقل المكاتب، والتأمين، وانتقال العائلات، ونصائح الانتقال الدولي للمقيمين في قطر.'

export const keywords: typeof en.keywords =
  'مدونة نقل الأثاث قطر، نصائح الانتقال الدوحة، قائمة نقل المكاتب، تأمين النقل، نصائح الانتقال الدولي، تخزين الأثاث قطر'

export const bannerTitle: typeof en.bannerTitle = 'نصائح النقل'

export const bannerHighlight: typeof en.bannerHighlight = 'وآخر المستجدات'

export const bannerText: typeof en.bannerText =
  'قوائم تحقق وأدلة واضحة وأخبار من المنسّقين الذين يخطّطون لعمليات الانتقال من قطر وإليها كل يوم.'

export const bannerImage: typeof en.bannerImage =
  'لوح عليه قائمة تحقق بجوار صناديق نقل مغلقة بالشريط'

export const breadcrumb: typeof en.breadcrumb = 'المدونة'

export const latest: typeof en.latest = 'أحدث المقالات'

export const latestEyebrow: typeof en.latestEyebrow = 'نُشر حديثًا'

export const others: typeof en.others = 'مقالات أخرى'

export const othersEyebrow: typeof en.othersEyebrow = 'من الأرشيف'

export const pages: typeof en.pages = 'صفحات المقالات الأخرى'
