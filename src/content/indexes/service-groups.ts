import { services, serviceSlug } from '../catalogue'
import type { ServiceGroup } from '../types'

/**
 * Which header item (Moving or Logistics) each service page belongs to, from the services' own
 * `group`. The header is on every page, so the build ships this map as data rather than the
 * articles it is read from.
 */
export const serviceGroupBySlug: Record<string, ServiceGroup> = Object.fromEntries(
  services.map((service) => [serviceSlug(service), service.group]),
)
