/**
 * The quote planner's `details`: what a planned move is, how it is estimated and how it is
 * checked. Pure and shared: the planner validates each step with it and the server parses the
 * whole object with it, so both refuse the same things with the same words.
 */
import {
  homeSizes,
  inventoryItems,
  OFFICE_VOLUME_PER_DESK,
  specialItems,
  type HomeSizeId,
  type SpecialItemId,
} from '../content/move-inventory'
import {
  contactMethods,
  contactTimes,
  destinationCountryCodes,
  flexibilityOptions,
  moveTypes,
  otherCountryCodes,
  propertyTypes,
  qatarAreas,
  type ContactMethod,
  type ContactTime,
  type Flexibility,
  type MoveType,
  type PropertyType,
} from '../content/quote-planner'
import { plannerMessages } from '../../shared/contract/planner-messages.ts'
import { detailsMessages } from '../../shared/contract/server-messages.ts'
import { isSingleLine } from '../../shared/contract/single-line.ts'
import { qatarToday } from './qatar-today.ts'

export type Place = {
  region: 'qatar' | 'abroad'
  /** A district or town from the area list, in Qatar. */
  area: string
  /** ISO 3166 code, abroad. */
  country: string
  city: string
  propertyType: PropertyType | ''
  floor: number
  lift: boolean
}

export type QuoteSize =
  | { kind: 'home'; home: HomeSizeId | '' }
  | { kind: 'office'; desks: number }
  | { kind: 'inventory'; items: Record<string, number> }

type ShippingMode = 'truck' | 'air' | 'lcl' | 'fcl20' | 'fcl40' | 'fcl40hc'
export type Shipping = { mode: ShippingMode; count: number }

export type QuoteDetails = {
  moveType: MoveType
  from: Place
  to: Place
  when: { flexibility: 'exact' | Flexibility; date: string }
  size: QuoteSize
  specialItems: SpecialItemId[]
  /** Cubic metres, one decimal; derived from the size and special items. */
  volume: number
  shipping: Shipping
  contact: { method: ContactMethod; time: ContactTime }
}

/** Limits a real move never reaches; anything above is a typo or a bot. */
export const LIMITS = { itemCount: 200, desks: 2000, floor: 200, cityLength: 80 } as const

/** Usable loading volume of household goods, in m³, after packing and stowage losses. */
const CAPACITY = { air: 3, lcl: 15, fcl20: 28, fcl40: 58, fcl40hc: 68, truck: 35 } as const

/** Space a car takes in a container: it is chocked in the doorway end of a 20 ft box. */
const CAR_CONTAINER_SPACE = 14
/** An upright piano, crated, as cube sheets allow it. */
const PIANO_VOLUME = 1.5

const round1 = (value: number) => Math.round(value * 10) / 10

/** The size step's volume: a quick size, desks, or the sum of the listed items. */
function sizeVolume(size: QuoteSize): number {
  switch (size.kind) {
    case 'home':
      return homeSizes.find((option) => option.id === size.home)?.volume ?? 0
    case 'office':
      return size.desks * OFFICE_VOLUME_PER_DESK
    case 'inventory':
      return round1(
        Object.entries(size.items).reduce(
          (sum, [id, count]) => sum + (inventoryItems.get(id)?.volume ?? 0) * count,
          0,
        ),
      )
  }
}

const isLocal = (moveType: MoveType) =>
  moveType === 'local' || moveType === 'office' || moveType === 'storage'

/**
 * The estimate shown to the visitor and stored with the request. A piano adds its crate; a car
 * adds its container space on an international move (on a local one it is driven or trucked apart).
 */
export function estimateVolume(
  moveType: MoveType,
  size: QuoteSize,
  special: readonly SpecialItemId[],
): number {
  let volume = sizeVolume(size)
  if (special.includes('piano')) volume += PIANO_VOLUME
  if (special.includes('car') && !isLocal(moveType)) volume += CAR_CONTAINER_SPACE
  return round1(volume)
}

/**
 * How the volume would usually travel. Within Qatar: closed trucks. Abroad: air only for a few
 * cubic metres, a shared container (LCL) up to about 15 m³, then a 20 ft, 40 ft or 40 ft
 * high-cube container, and several high-cubes beyond that. A car needs at least a 20 ft box.
 */
export function suggestShipping(
  moveType: MoveType,
  volume: number,
  special: readonly SpecialItemId[] = [],
): Shipping {
  if (isLocal(moveType))
    return { mode: 'truck', count: Math.max(1, Math.ceil(volume / CAPACITY.truck)) }
  const hasCar = special.includes('car')
  if (volume <= CAPACITY.air && !hasCar) return { mode: 'air', count: 1 }
  if (volume <= CAPACITY.lcl && !hasCar) return { mode: 'lcl', count: 1 }
  if (volume <= CAPACITY.fcl20) return { mode: 'fcl20', count: 1 }
  if (volume <= CAPACITY.fcl40) return { mode: 'fcl40', count: 1 }
  return { mode: 'fcl40hc', count: Math.ceil(volume / CAPACITY.fcl40hc) }
}

export type PlannerErrors = Partial<Record<string, string>>

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

const countryCodes = new Set<string>([...destinationCountryCodes, ...otherCountryCodes])

export function validatePlace(place: Place, prefix: 'from' | 'to'): PlannerErrors {
  const errors: PlannerErrors = {}
  if (place.region === 'qatar') {
    if (!(qatarAreas as readonly string[]).includes(place.area))
      errors[`${prefix}.area`] = plannerMessages.area
  } else {
    if (!countryCodes.has(place.country)) errors[`${prefix}.country`] = plannerMessages.country
    if (!place.city.trim() || place.city.length > LIMITS.cityLength || !isSingleLine(place.city))
      errors[`${prefix}.city`] = plannerMessages.city
  }
  if (!propertyTypes.some((type) => type.id === place.propertyType))
    errors[`${prefix}.propertyType`] = plannerMessages.propertyType
  if (!Number.isInteger(place.floor) || place.floor < 0 || place.floor > LIMITS.floor)
    errors[`${prefix}.floor`] = plannerMessages.floor(LIMITS.floor)
  return errors
}

/** `today` is YYYY-MM-DD in Qatar's calendar, passed in so the check is pure. */
export function validateWhen(when: QuoteDetails['when'], today: string): PlannerErrors {
  if (when.flexibility !== 'exact' && !flexibilityOptions.some((o) => o.id === when.flexibility))
    return { 'when.flexibility': plannerMessages.flexibility }
  if (when.flexibility === 'undecided' && !when.date) return {}
  if (!isDate(when.date)) return { 'when.date': plannerMessages.date }
  if (when.date < today) return { 'when.date': plannerMessages.datePast }
  return {}
}

export function validateSize(size: QuoteSize): PlannerErrors {
  switch (size.kind) {
    case 'home':
      return homeSizes.some((option) => option.id === size.home)
        ? {}
        : { 'size.home': plannerMessages.home }
    case 'office':
      return Number.isInteger(size.desks) && size.desks >= 1 && size.desks <= LIMITS.desks
        ? {}
        : { 'size.desks': plannerMessages.desks(LIMITS.desks) }
    case 'inventory': {
      const counts = Object.entries(size.items)
      if (
        counts.some(
          ([id, count]) =>
            !inventoryItems.has(id) ||
            !Number.isInteger(count) ||
            count < 0 ||
            count > LIMITS.itemCount,
        )
      )
        return { 'size.items': plannerMessages.itemCount(LIMITS.itemCount) }
      return counts.some(([, count]) => count > 0)
        ? {}
        : { 'size.items': plannerMessages.inventory }
    }
  }
}

export function validateContactPreferences(contact: QuoteDetails['contact']): PlannerErrors {
  const errors: PlannerErrors = {}
  if (!contactMethods.some((option) => option.id === contact.method))
    errors['contact.method'] = plannerMessages.method
  if (!contactTimes.some((option) => option.id === contact.time))
    errors['contact.time'] = plannerMessages.time
  return errors
}

const exactKeys = (value: unknown, keys: readonly string[]) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => keys.includes(key)) &&
  keys.every((key) => key in value)

const PLACE_KEYS = ['region', 'area', 'country', 'city', 'propertyType', 'floor', 'lift'] as const

function isPlace(value: unknown): value is Place {
  if (!exactKeys(value, PLACE_KEYS)) return false
  const place = value as Record<string, unknown>
  return (
    (place.region === 'qatar' || place.region === 'abroad') &&
    typeof place.area === 'string' &&
    typeof place.country === 'string' &&
    typeof place.city === 'string' &&
    typeof place.propertyType === 'string' &&
    typeof place.floor === 'number' &&
    typeof place.lift === 'boolean'
  )
}

function isSize(value: unknown): value is QuoteSize {
  if (typeof value !== 'object' || value === null) return false
  const size = value as Record<string, unknown>
  if (size.kind === 'home')
    return exactKeys(size, ['kind', 'home']) && typeof size.home === 'string'
  if (size.kind === 'office')
    return exactKeys(size, ['kind', 'desks']) && typeof size.desks === 'number'
  if (size.kind === 'inventory')
    return (
      exactKeys(size, ['kind', 'items']) &&
      typeof size.items === 'object' &&
      size.items !== null &&
      !Array.isArray(size.items) &&
      Object.values(size.items).every((count) => typeof count === 'number')
    )
  return false
}

export { detailsMessages }

export type DetailsResult =
  { ok: true; value: QuoteDetails } | { ok: false; error: string; fields: PlannerErrors }

/** The server's parse of a planner request: exact shape, known values, sane numbers, own maths. */
export function parseQuoteDetails(input: unknown, today = qatarToday()): DetailsResult {
  const keys = [
    'moveType',
    'from',
    'to',
    'when',
    'size',
    'specialItems',
    'volume',
    'shipping',
    'contact',
  ]
  const shapeError = { ok: false as const, error: detailsMessages.shape, fields: {} }
  if (!exactKeys(input, keys)) return shapeError
  const raw = input as Record<string, unknown>
  const when = raw.when as Record<string, unknown>
  const contact = raw.contact as Record<string, unknown>
  const shipping = raw.shipping as Record<string, unknown>
  if (
    !moveTypes.some((type) => type.id === raw.moveType) ||
    !isPlace(raw.from) ||
    !isPlace(raw.to) ||
    !exactKeys(when, ['flexibility', 'date']) ||
    typeof when.flexibility !== 'string' ||
    typeof when.date !== 'string' ||
    !isSize(raw.size) ||
    !Array.isArray(raw.specialItems) ||
    !raw.specialItems.every((id) => specialItems.some((item) => item.id === id)) ||
    new Set(raw.specialItems).size !== raw.specialItems.length ||
    typeof raw.volume !== 'number' ||
    !exactKeys(shipping, ['mode', 'count']) ||
    !exactKeys(contact, ['method', 'time'])
  )
    return shapeError

  const details = raw as unknown as QuoteDetails
  const fields: PlannerErrors = {
    ...validatePlace(details.from, 'from'),
    ...validatePlace(details.to, 'to'),
    ...validateWhen(details.when, today),
    ...validateSize(details.size),
    ...validateContactPreferences(details.contact),
  }
  const first = Object.values(fields)[0]
  if (first) return { ok: false, error: first, fields }

  const volume = estimateVolume(details.moveType, details.size, details.specialItems)
  const expected = suggestShipping(details.moveType, volume, details.specialItems)
  if (
    details.volume !== volume ||
    shipping.mode !== expected.mode ||
    shipping.count !== expected.count
  )
    return { ok: false, error: detailsMessages.volume, fields: { volume: detailsMessages.volume } }
  return { ok: true, value: details }
}
