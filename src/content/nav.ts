import { paths, type ServiceSlug } from '@/config/paths'

import type { ServiceGroup } from './types'

export type NavItem = { to: string; label: string; group?: ServiceGroup }

/** SPEC 2.2, in this order. */
export const navItems: NavItem[] = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.about.getHref(), label: 'About Us' },
  { to: paths.moving.getHref(), label: 'Moving', group: 'Movers' },
  { to: paths.logistics.getHref(), label: 'Logistics', group: 'Logistics' },
  { to: paths.track.getHref(), label: 'Track' },
  { to: paths.blog.getHref(), label: 'Blogs' },
  { to: paths.contact.getHref(), label: 'Contact Us' },
]

/**
 * Which header item a service page belongs to. Kept apart from the (large) service catalogue so
 * the header does not download every article; a content test checks both agree.
 */
export const serviceGroupBySlug: Record<ServiceSlug, ServiceGroup> = {
  'international-relocation-companies-qatar': 'Movers',
  'house-moving-companies-qatar': 'Movers',
  'office-relocation-companies-qatar': 'Movers',
  'storage-warehousing-services-qatar': 'Logistics',
  'insurance-companies-qatar': 'Movers',
  'freight-forwarding-companies-qatar': 'Logistics',
  'sea-freight-companies-qatar': 'Logistics',
  'road-freight-companies-qatar': 'Logistics',
  'pet-relocation-services-qatar': 'Movers',
  'vehicle-moving-services-qatar': 'Movers',
  'furniture-installation-service-qatar': 'Movers',
  'event-exhibition-relocation-services-qatar': 'Movers',
  'warehouse-services-qatar': 'Movers',
}

/** SPEC 2.2 active rules: Moving/Logistics also own their group's service pages. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (item.to === path) return true
  if (!item.group) return false
  const match = /^\/services\/([^/]+)$/.exec(path)
  const slug = match?.[1] as ServiceSlug | undefined
  return slug !== undefined && serviceGroupBySlug[slug] === item.group
}
