/**
 * Plain-text wording of a planned move, shared by the planner's review step, the enquiry's
 * message and the sales team's e-mail: a summary first, then the inventory.
 */
import { homeSizes, inventoryItems, specialItems } from '../content/move-inventory'
import {
  contactMethods,
  contactTimes,
  flexibilityOptions,
  moveTypes,
  propertyTypes,
} from '../content/quote-planner'

import type { Place, QuoteDetails, Shipping } from './quote-details'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

export const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code
  } catch {
    return code
  }
}

const labelOf = <T extends { id: string; label: string }>(list: readonly T[], id: string) =>
  list.find((item) => item.id === id)?.label ?? id

const placeName = (place: Place) =>
  place.region === 'qatar' ? `${place.area}, Qatar` : `${place.city}, ${countryName(place.country)}`

function placeDetails(place: Place) {
  const floor = place.floor === 0 ? 'ground floor' : `floor ${place.floor}`
  const lift = place.lift ? 'with a lift' : 'no lift'
  return `${labelOf(propertyTypes, place.propertyType)}, ${floor}, ${lift}`
}

export function shippingLabel({ mode, count }: Shipping) {
  switch (mode) {
    case 'truck':
      return count === 1 ? 'One closed truck' : `${count} closed trucks`
    case 'air':
      return 'Air freight (small loads)'
    case 'lcl':
      return 'Shared container (LCL)'
    case 'fcl20':
      return '20 ft container'
    case 'fcl40':
      return '40 ft container'
    case 'fcl40hc':
      return count === 1 ? '40 ft high-cube container' : `${count} × 40 ft high-cube containers`
  }
}

function whenLabel(when: QuoteDetails['when']) {
  const date = when.date
    ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${when.date}T00:00:00Z`),
      )
    : ''
  if (when.flexibility === 'exact') return date
  const flexibility = labelOf(flexibilityOptions, when.flexibility)
  return date ? `${date} (${flexibility.toLowerCase()})` : flexibility
}

function sizeLabel(details: Pick<QuoteDetails, 'size'>) {
  const { size } = details
  switch (size.kind) {
    case 'home':
      return labelOf(homeSizes, size.home)
    case 'office':
      return `Office, ${size.desks} desks`
    case 'inventory':
      return 'Listed items'
  }
}

export const formatVolume = (volume: number) => `${volume.toFixed(1)} m³`

/** One line, for the enquiry's message when the visitor wrote none. */
export function describeQuote(details: QuoteDetails) {
  return [
    `${labelOf(moveTypes, details.moveType)}: ${placeName(details.from)} → ${placeName(details.to)}`,
    whenLabel(details.when),
    `${sizeLabel(details)}, about ${formatVolume(details.volume)}`,
    shippingLabel(details.shipping),
  ]
    .filter(Boolean)
    .join('; ')
}

/** The inventory as 'count × item (volume)' lines, largest first. */
export function inventoryLines(details: Pick<QuoteDetails, 'size'>) {
  if (details.size.kind !== 'inventory') return []
  return Object.entries(details.size.items)
    .filter(([, count]) => count > 0)
    .map(([id, count]) => {
      const item = inventoryItems.get(id)
      return { count, label: item?.label ?? id, volume: (item?.volume ?? 0) * count }
    })
    .sort((a, b) => b.volume - a.volume)
    .map(({ count, label, volume }) => `${count} × ${label} (${formatVolume(volume)})`)
}

/** The whole request as label/value rows, in the order sales reads it. */
export function quoteRows(details: QuoteDetails): [string, string][] {
  return [
    ['Move', labelOf(moveTypes, details.moveType)],
    ['From', `${placeName(details.from)} (${placeDetails(details.from)})`],
    ['To', `${placeName(details.to)} (${placeDetails(details.to)})`],
    ['When', whenLabel(details.when)],
    ['Size', sizeLabel(details)],
    [
      'Special items',
      details.specialItems.map((id) => labelOf(specialItems, id)).join(', ') || 'None',
    ],
    ['Estimated volume', formatVolume(details.volume)],
    ['Suggested shipping', shippingLabel(details.shipping)],
    [
      'Contact by',
      `${labelOf(contactMethods, details.contact.method)}, ${labelOf(contactTimes, details.contact.time).toLowerCase()}`,
    ],
  ]
}
