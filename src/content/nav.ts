import { paths } from '@/config/paths'

import { serviceGroupBySlug } from './indexes/service-groups'
import type { ServiceGroup } from './types'

export type NavItem = { to: string; label: string; group?: ServiceGroup }

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

/** Which header item is active: Moving/Logistics also own their group's service pages. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (item.to === path) return true
  if (!item.group) return false
  const slug = /^\/services\/([^/]+)$/.exec(path)?.[1]
  return slug !== undefined && serviceGroupBySlug[slug] === item.group
}
