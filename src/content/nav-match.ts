import { serviceGroupBySlug } from './indexes/service-groups'
import type { ServiceGroup } from './types'

export type NavItem = { to: string; label: string; group?: ServiceGroup }

/** Which header item is active: Moving/Logistics also own their group's service pages. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (item.to === path) return true
  if (!item.group) return false
  const slug = /^\/services\/([^/]+)$/.exec(path)?.[1]
  return slug !== undefined && serviceGroupBySlug[slug] === item.group
}
