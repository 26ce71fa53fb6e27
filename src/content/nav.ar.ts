import { paths } from '@/config/paths'

import type * as en from './nav'

export { isNavItemActive } from './nav-match'

export const navItems: typeof en.navItems = [
  { to: paths.home.getHref(), label: 'الرئيسية' },
  { to: paths.about.getHref(), label: 'من نحن' },
  { to: paths.moving.getHref(), label: 'خدمات النقل', group: 'Movers' },
  { to: paths.logistics.getHref(), label: 'الخدمات اللوجستية', group: 'Logistics' },
  { to: paths.track.getHref(), label: 'تتبّع شحنتك' },
  { to: paths.blog.getHref(), label: 'المدونة' },
  { to: paths.contact.getHref(), label: 'اتصل بنا' },
]
