import { paths } from '@/config/paths'

import type { NavItem } from './nav-match'

export { isNavItemActive } from './nav-match'

/** In this order. */
export const navItems: NavItem[] = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.about.getHref(), label: 'About Us' },
  { to: paths.moving.getHref(), label: 'Moving', group: 'Movers' },
  { to: paths.logistics.getHref(), label: 'Logistics', group: 'Logistics' },
  { to: paths.track.getHref(), label: 'Track' },
  { to: paths.blog.getHref(), label: 'Blogs' },
  { to: paths.contact.getHref(), label: 'Contact Us' },
]
