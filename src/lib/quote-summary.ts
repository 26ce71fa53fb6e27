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
  qatarAreaNames,
} from '../content/quote-planner'

import type { Place, QuoteDetails, Shipping } from './quote-details'
import * as text from './quote-summary.messages'

const regionNames = new Intl.DisplayNames([text.regionLocale], { type: 'region' })

export const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code
  } catch {
    return code
  }
}

const labelOf = <T extends { id: string; label: string }>(list: readonly T[], id: string) =>
  list.find((item) => item.id === id)?.label ?? id

/** A checked plan names a known area; a draft may still hold anything, shown as it is. */
const areaName = (area: string) => (qatarAreaNames as Partial<Record<string, string>>)[area] ?? area

export const placeName = (place: Place) =>
  place.region === 'qatar'
    ? [areaName(place.area), text.qatar].join(text.comma)
    : [place.city, countryName(place.country)].join(text.comma)

function placeDetails(place: Place) {
  const floor = place.floor === 0 ? text.groundFloor : text.floor(place.floor)
  const lift = place.lift ? text.withLift : text.noLift
  return [labelOf(propertyTypes, place.propertyType), floor, lift].join(text.comma)
}

/** How the move travels, in this build's words or in `words` (the server's quote page has both). */
export function shippingLabel({ mode, count }: Shipping, words: typeof text = text) {
  switch (mode) {
    case 'truck':
      return count === 1 ? words.oneTruck : words.trucks(count)
    case 'air':
      return words.air
    case 'lcl':
      return words.lcl
    case 'fcl20':
      return words.fcl20
    case 'fcl40':
      return words.fcl40
    case 'fcl40hc':
      return count === 1 ? words.oneHighCube : words.highCubes(count)
  }
}

export function whenLabel(when: QuoteDetails['when']) {
  const date = when.date
    ? new Intl.DateTimeFormat(text.dateLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
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
      return text.office(size.desks)
    case 'inventory':
      return text.listedItems
  }
}

export const formatVolume = (volume: number) => `${volume.toFixed(1)} ${text.cubicMetres}`

/** One line, for the enquiry's message when the visitor wrote none. */
export function describeQuote(details: QuoteDetails) {
  return [
    `${labelOf(moveTypes, details.moveType)}: ${placeName(details.from)} → ${placeName(details.to)}`,
    whenLabel(details.when),
    `${sizeLabel(details)}${text.comma}${text.about(formatVolume(details.volume))}`,
    shippingLabel(details.shipping),
  ]
    .filter(Boolean)
    .join(text.semicolon)
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

/**
 * The whole request as label/value rows, in the order sales reads it; a quote keeps the move
 * without how the customer likes to be contacted, and its rows leave that out.
 */
export function quoteRows(
  details: Omit<QuoteDetails, 'contact'> & Partial<Pick<QuoteDetails, 'contact'>>,
): [string, string][] {
  return [
    [text.move, labelOf(moveTypes, details.moveType)],
    [text.from, `${placeName(details.from)} (${placeDetails(details.from)})`],
    [text.to, `${placeName(details.to)} (${placeDetails(details.to)})`],
    [text.when, whenLabel(details.when)],
    [text.size, sizeLabel(details)],
    [
      text.special,
      details.specialItems.map((id) => labelOf(specialItems, id)).join(text.comma) || text.none,
    ],
    [text.estimatedVolume, formatVolume(details.volume)],
    [text.shipping, shippingLabel(details.shipping)],
    ...(details.contact
      ? ([
          [
            text.contactBy,
            `${labelOf(contactMethods, details.contact.method)}${text.comma}${labelOf(contactTimes, details.contact.time).toLowerCase()}`,
          ],
        ] as [string, string][])
      : []),
  ]
}
