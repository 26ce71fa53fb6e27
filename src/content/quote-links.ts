/**
 * What each destination guide's and service page's "Get a quote for …" link chooses in the
 * planner (its deep link, README "Links that start a quote"). No words, so no Arabic twin.
 */
import type { MoveType } from './quote-planner'

/** Each guide's country by the ISO 3166 code the planner's country list uses, keyed by slug. */
export const guideCountries: Record<string, string> = {
  'international-relocation-india-qatar': 'IN',
  'international-relocation-philippines-qatar': 'PH',
  'international-relocation-pakistan-qatar': 'PK',
  'international-relocation-bangladesh-qatar': 'BD',
  'international-relocation-nepal-qatar': 'NP',
  'international-relocation-egypt-qatar': 'EG',
  'international-relocation-sri-lanka-qatar': 'LK',
  'international-relocation-united-kingdom-qatar': 'GB',
  'international-relocation-united-states-qatar': 'US',
  'international-relocation-canada-qatar': 'CA',
  'international-relocation-lebanon-qatar': 'LB',
  'international-relocation-jordan-qatar': 'JO',
  'international-relocation-turkey-qatar': 'TR',
  'international-relocation-malaysia-qatar': 'MY',
  'international-relocation-singapore-qatar': 'SG',
  'international-relocation-thailand-qatar': 'TH',
  'international-relocation-australia-qatar': 'AU',
  'international-relocation-japan-qatar': 'JP',
  'international-relocation-belgium-qatar': 'BE',
  'international-relocation-israel-qatar': 'IL',
  'international-relocation-brazil-qatar': 'BR',
  'international-relocation-mexico-qatar': 'MX',
  'international-relocation-barbados-qatar': 'BB',
  'international-relocation-belarus-qatar': 'BY',
}

/**
 * The planner's type of move closest to each service, keyed by the page's path. Warehouse moves
 * and contract furniture installation are business premises, planned as an office; pets travel
 * abroad with their family; insurance covers any move, so its link leaves the choice to the
 * visitor (null).
 */
export const serviceMoveTypes: Record<string, MoveType | null> = {
  '/services/house-moving-companies-qatar': 'local',
  '/services/international-relocation-companies-qatar': 'international',
  '/services/office-relocation-companies-qatar': 'office',
  '/services/vehicle-moving-services-qatar': 'vehicle',
  '/services/storage-warehousing-services-qatar': 'storage',
  '/services/warehouse-services-qatar': 'office',
  '/services/furniture-installation-service-qatar': 'office',
  '/services/pet-relocation-services-qatar': 'international',
  '/services/insurance-companies-qatar': null,
  '/services/sea-freight-companies-qatar': 'freight',
  '/services/road-freight-companies-qatar': 'freight',
  '/services/freight-forwarding-companies-qatar': 'freight',
  '/services/event-exhibition-relocation-services-qatar': 'freight',
}
