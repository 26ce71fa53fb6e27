import { companyName } from '@/config/company'

import type * as en from './index.messages'

export const title: typeof en.title = 'خدمات النقل والتخزين والشحن في قطر'

export const description: typeof en.description = (count) =>
  `جميع خدمات ${companyName} الـ${count}: نقل المنازل والمكاتب والانتقال الدولي، والحيوانات الأليفة، والمركبات، والتخزين، والشحن الجوي والبحري والبري من الدوحة.`

export const keywords: typeof en.keywords =
  'خدمات نقل الأثاث قطر، خدمات الانتقال الدوحة، تخزين أثاث قطر، شحن بضائع قطر، نقل الحيوانات الأليفة قطر، شحن السيارات قطر'

export const bannerTitle: typeof en.bannerTitle = 'خدماتنا'

export const bannerText: typeof en.bannerText =
  'ثلاث عشرة خدمة ومنسّق واحد: أيًا كان ما تنقله، من شقة استوديو إلى مستودع مليء بالبضائع، نخطّط له ونغلّفه ونشحنه ونعيد تجهيزه.'

export const bannerImage: typeof en.bannerImage =
  'كراتين نقل مغلقة بالشريط اللاصق ومكدّسة بجوار لفّة شريط تغليف'

export const breadcrumb: typeof en.breadcrumb = 'خدماتنا'

export const enquire: typeof en.enquire = 'استفسر الآن'
