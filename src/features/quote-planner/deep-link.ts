/**
 * The planner's deep link: `service`, `from`, `to` and `date` in the page's address choose its
 * first answers (README, "Links that start a quote"). A value counts only if it is one the planner
 * offers, given once; anything else (an unknown id, markup, a long string, a past or impossible
 * date, a repeated name) is dropped without a word, and the planner asks for that answer as usual.
 */
import { destinationCountryCodes, otherCountryCodes, qatarAreas } from '@/content/planner-places'
import { moveTypes, type MoveType } from '@/content/quote-planner'
import type { Place } from '@/lib/quote-details'
import { qatarToday } from '@/lib/qatar-today'

import { chooseMoveType } from './choose-move-type'
import type { PlannerDraft } from './types'

type PlaceChoice = { region: 'qatar'; area: string } | { region: 'abroad'; country: string }

export type DeepLink = { moveType?: MoveType; from?: PlaceChoice; to?: PlaceChoice; date?: string }

/** Longer than any id, area or date the planner knows: a longer value is not even compared. */
const MAX_LENGTH = 40

const countryCodes = new Set<string>([...destinationCountryCodes, ...otherCountryCodes])

/** The value of a parameter named exactly once; a repeated one is ambiguous, so it counts as none. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name)
  const value = values.length === 1 ? values[0]! : ''
  return value.length <= MAX_LENGTH ? value.trim() || undefined : undefined
}

/** A district or town of Qatar by its name (in any case), or a country by its ISO 3166 code. */
function readPlace(value: string | undefined): PlaceChoice | undefined {
  if (!value) return undefined
  const area = qatarAreas.find((name) => name.toLowerCase() === value.toLowerCase())
  if (area) return { region: 'qatar', area }
  const code = value.toUpperCase()
  return countryCodes.has(code) ? { region: 'abroad', country: code } : undefined
}

/** YYYY-MM-DD that names a real day (not 2027-02-30) from `today` on, in Doha's calendar. */
function readDate(value: string | undefined, today: string): string | undefined {
  const match = value && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real && value >= today ? value : undefined
}

/** The choices a page's query string makes; `today` is Doha's YYYY-MM-DD, passed for tests. */
export function readDeepLink(search: string, today = qatarToday()): DeepLink {
  const params = new URLSearchParams(search)
  const service = single(params, 'service')?.toLowerCase()
  const link: DeepLink = {
    moveType: moveTypes.find((type) => type.id === service)?.id,
    from: readPlace(single(params, 'from')),
    to: readPlace(single(params, 'to')),
    date: readDate(single(params, 'date'), today),
  }
  return Object.fromEntries(Object.entries(link).filter(([, value]) => value)) as DeepLink
}

function choosePlace(previous: Place, choice: PlaceChoice): Place {
  if (choice.region === 'qatar') return { ...previous, region: 'qatar', area: choice.area }
  const city = previous.country === choice.country ? previous.city : ''
  return { ...previous, region: 'abroad', country: choice.country, city }
}

/**
 * The draft with the link's choices made, back on the first step so the visitor sees them. A link
 * already applied to this draft changes nothing: reloading the page keeps what was changed since.
 */
export function applyDeepLink(draft: PlannerDraft, link: DeepLink): PlannerDraft {
  const key = JSON.stringify(link)
  if (key === '{}' || draft.link === key) return draft
  let next: PlannerDraft = { ...draft, step: 0, link: key }
  if (link.moveType) next = chooseMoveType(next, link.moveType)
  if (link.from) next = { ...next, from: choosePlace(next.from, link.from) }
  if (link.to) next = { ...next, to: choosePlace(next.to, link.to) }
  if (link.date) next = { ...next, when: { ...next.when, date: link.date } }
  return next
}
