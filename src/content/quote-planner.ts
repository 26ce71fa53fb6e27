import type { ServiceType } from '../../shared/contract/enquiry.ts'

/** The choices of each step of the quote planner, in the order a visitor sees them. */

export const moveTypes = [
  {
    id: 'local',
    label: 'Local move',
    description: 'A home moved within Qatar',
    serviceType: 'localMove',
  },
  {
    id: 'international',
    label: 'International move',
    description: 'A home moved from or to Qatar',
    serviceType: 'internationalMove',
  },
  {
    id: 'office',
    label: 'Office move',
    description: 'Desks, IT and archives, out of hours',
    serviceType: 'localMove',
  },
  {
    id: 'vehicle',
    label: 'Vehicle',
    description: 'A car or motorbike shipped or imported',
    serviceType: 'carExport',
  },
  {
    id: 'storage',
    label: 'Storage',
    description: 'Climate-controlled storage in Doha',
    serviceType: 'storageServices',
  },
  {
    id: 'freight',
    label: 'Freight',
    description: 'Air, sea or land cargo for a business',
    serviceType: 'logistics',
  },
] as const satisfies readonly {
  id: string
  label: string
  description: string
  serviceType: ServiceType
}[]

export type MoveType = (typeof moveTypes)[number]['id']

/** Districts of Doha first, then the other towns, as people name them when they book a move. */
export const qatarAreas = [
  'Al Sadd',
  'Al Waab',
  'Al Aziziya',
  'Al Duhail',
  'Al Gharafa',
  'Al Hilal',
  'Al Mansoura',
  'Al Markhiya',
  'Al Muntazah',
  'Al Nasr',
  'Bin Mahmoud',
  'Fereej Bin Omran',
  'Madinat Khalifa',
  'Msheireb',
  'Najma',
  'Old Airport',
  'Onaiza',
  'Dafna',
  'West Bay',
  'West Bay Lagoon',
  'The Pearl',
  'Gewan Island',
  'Katara',
  'Legtaifiya',
  'Education City',
  'Al Rayyan',
  'Muaither',
  'Ain Khaled',
  'Abu Hamour',
  'Al Thumama',
  'Al Wukair',
  'Umm Salal',
  'Lusail',
  'Al Daayen',
  'Al Wakrah',
  'Mesaieed',
  'Al Khor',
  'Al Shamal',
  'Dukhan',
  'Ras Laffan',
  'Industrial Area',
] as const

/**
 * ISO 3166 codes of the 14 countries we have destination guides for (shown first), then every
 * other country; their names come from the browser's own list (Intl.DisplayNames).
 */
export const destinationCountryCodes = [
  'IN',
  'JO',
  'TR',
  'IL',
  'TH',
  'SG',
  'MY',
  'AU',
  'BR',
  'BE',
  'BB',
  'BY',
  'JP',
  'MX',
] as const

export const otherCountryCodes =
  'AE AF AL AM AO AR AT AZ BA BD BG BH BN BO BT BW CA CH CL CN CO CR CY CZ DE DK DO DZ EC EE EG ES ET FI FJ FR GB GE GH GR GT HK HN HR HU ID IE IQ IR IS IT JM KE KG KH KR KW KZ LA LB LK LT LU LV LY MA MD ME MK MM MN MT MU MV MZ NA NG NI NL NO NP NZ OM PA PE PH PK PL PT PY RO RS RU RW SA SD SE SI SK SN SO SY TN TW TZ UA UG US UY UZ VE VN YE ZA ZM ZW'.split(
    ' ',
  )

export const propertyTypes = [
  { id: 'apartment', label: 'Apartment' },
  { id: 'villa', label: 'Villa' },
  { id: 'compound-villa', label: 'Villa in a compound' },
  { id: 'office', label: 'Office' },
  { id: 'warehouse', label: 'Warehouse or shop' },
  { id: 'storage', label: 'Our storage' },
] as const

export type PropertyType = (typeof propertyTypes)[number]['id']

export const flexibilityOptions = [
  { id: 'few-days', label: 'A few days either way' },
  { id: 'two-weeks', label: 'Within two weeks' },
  { id: 'month', label: 'Any time that month' },
  { id: 'undecided', label: 'Not decided yet' },
] as const

export type Flexibility = (typeof flexibilityOptions)[number]['id']

export const contactMethods = [
  { id: 'call', label: 'Phone call' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'E-mail' },
] as const

export type ContactMethod = (typeof contactMethods)[number]['id']

export const contactTimes = [
  { id: 'morning', label: 'Morning, 8 am–12 pm' },
  { id: 'afternoon', label: 'Afternoon, 12–3 pm' },
  { id: 'evening', label: 'Late afternoon, 3–6 pm' },
  { id: 'anytime', label: 'Any time' },
] as const

export type ContactTime = (typeof contactTimes)[number]['id']

export const plannerSteps = [
  { id: 'what', label: 'What' },
  { id: 'route', label: 'From / to' },
  { id: 'when', label: 'When' },
  { id: 'size', label: 'How much' },
  { id: 'contact', label: 'Contact' },
  { id: 'review', label: 'Review' },
] as const

export type PlannerStepId = (typeof plannerSteps)[number]['id']
