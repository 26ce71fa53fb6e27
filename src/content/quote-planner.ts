import type { ServiceType } from '../../shared/contract/enquiry.ts'

import { qatarAreas, type QatarArea } from './planner-places'

export { destinationCountryCodes, otherCountryCodes, qatarAreas } from './planner-places'

/** The choices of each step of the quote planner, in the order a visitor sees them. */

export type MoveType = 'local' | 'international' | 'office' | 'vehicle' | 'storage' | 'freight'

export const moveTypes: readonly {
  id: MoveType
  label: string
  description: string
  serviceType: ServiceType
}[] = [
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
]

/** The areas' names as people read them; the areas themselves are planner-places.ts's. */
export const qatarAreaNames: Record<QatarArea, string> = Object.fromEntries(
  qatarAreas.map((area) => [area, area]),
) as Record<QatarArea, string>

export type PropertyType =
  'apartment' | 'villa' | 'compound-villa' | 'office' | 'warehouse' | 'storage'

export const propertyTypes: readonly { id: PropertyType; label: string }[] = [
  { id: 'apartment', label: 'Apartment' },
  { id: 'villa', label: 'Villa' },
  { id: 'compound-villa', label: 'Villa in a compound' },
  { id: 'office', label: 'Office' },
  { id: 'warehouse', label: 'Warehouse or shop' },
  { id: 'storage', label: 'Our storage' },
]

export type Flexibility = 'few-days' | 'two-weeks' | 'month' | 'undecided'

export const flexibilityOptions: readonly { id: Flexibility; label: string }[] = [
  { id: 'few-days', label: 'A few days either way' },
  { id: 'two-weeks', label: 'Within two weeks' },
  { id: 'month', label: 'Any time that month' },
  { id: 'undecided', label: 'Not decided yet' },
]

export type ContactMethod = 'call' | 'whatsapp' | 'email'

export const contactMethods: readonly { id: ContactMethod; label: string }[] = [
  { id: 'call', label: 'Phone call' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'E-mail' },
]

export type ContactTime = 'morning' | 'afternoon' | 'evening' | 'anytime'

export const contactTimes: readonly { id: ContactTime; label: string }[] = [
  { id: 'morning', label: 'Morning, 8 am–12 pm' },
  { id: 'afternoon', label: 'Afternoon, 12–3 pm' },
  { id: 'evening', label: 'Late afternoon, 3–6 pm' },
  { id: 'anytime', label: 'Any time' },
]

export type PlannerStepId = 'what' | 'route' | 'when' | 'size' | 'contact' | 'review'

type PlannerStep = { id: PlannerStepId; label: string }

/** Never empty: the planner opens on the first. */
export const plannerSteps: readonly [PlannerStep, ...PlannerStep[]] = [
  { id: 'what', label: 'What' },
  { id: 'route', label: 'From / to' },
  { id: 'when', label: 'When' },
  { id: 'size', label: 'How much' },
  { id: 'contact', label: 'Contact' },
  { id: 'review', label: 'Review' },
]
