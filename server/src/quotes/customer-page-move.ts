/**
 * The planned move a quote was prepared from, as its customer's page lists it: route, date, size
 * and inventory, volume and the way it travels. The server serves both languages from one build,
 * so it reads the planner's content and the summary's words in each language explicitly, where
 * the site's own build picks the twin (src/lib/quote-summary.ts words the same move for staff).
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import * as arInventory from '../../../src/content/move-inventory.ar.ts'
import * as enInventory from '../../../src/content/move-inventory.ts'
import * as arPlanner from '../../../src/content/quote-planner.ar.ts'
import * as enPlanner from '../../../src/content/quote-planner.ts'
import type { Place, QuoteDetails } from '../../../src/lib/quote-details.ts'
import { shippingLabel } from '../../../src/lib/quote-summary.ts'
import * as arSummary from '../../../src/lib/quote-summary.messages.ar.ts'
import * as enSummary from '../../../src/lib/quote-summary.messages.ts'

/** The move as a quote keeps it: the planner's details without the contact preferences. */
export type PlannedMove = Omit<QuoteDetails, 'contact'>

const regionNames = (locale: string) => new Intl.DisplayNames([locale], { type: 'region' })

const languages = {
  en: {
    inventory: enInventory,
    planner: enPlanner,
    text: enSummary,
    regions: regionNames(enSummary.regionLocale),
  },
  ar: {
    inventory: arInventory,
    planner: arPlanner,
    text: arSummary,
    regions: regionNames(arSummary.regionLocale),
  },
}
type Words = (typeof languages)[EnquiryLocale]

const labelOf = (list: readonly { id: string; label: string }[], id: string) =>
  list.find((entry) => entry.id === id)?.label ?? id

function placeName({ planner, text, regions }: Words, place: Place) {
  if (place.region === 'qatar')
    return [
      (planner.qatarAreaNames as Partial<Record<string, string>>)[place.area] ?? place.area,
      text.qatar,
    ].join(text.comma)
  let country = place.country
  try {
    country = regions.of(place.country) ?? place.country
  } catch {
    // A code Intl does not know is shown as it was stored.
  }
  return [place.city, country].join(text.comma)
}

function whenLabel({ planner, text }: Words, when: PlannedMove['when']) {
  const day = when.date
    ? new Intl.DateTimeFormat(text.dateLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${when.date}T00:00:00Z`),
      )
    : ''
  if (when.flexibility === 'exact') return day
  const flexibility = labelOf(planner.flexibilityOptions, when.flexibility)
  return day ? `${day} (${flexibility.toLowerCase()})` : flexibility
}

function sizeLabel({ inventory, text }: Words, size: PlannedMove['size']) {
  if (size.kind === 'home') return labelOf(inventory.homeSizes, size.home)
  return size.kind === 'office' ? text.office(size.desks) : text.listedItems
}

const volumeOf = ({ text }: Words, volume: number) => `${volume.toFixed(1)} ${text.cubicMetres}`

/** The move's rows (label, value) and its listed items, largest first, in `language`. */
export function moveSummary(move: PlannedMove, language: EnquiryLocale) {
  const words = languages[language]
  const { text, planner, inventory } = words
  const rows: Array<[string, string]> = [
    [text.move, labelOf(planner.moveTypes, move.moveType)],
    [text.from, placeName(words, move.from)],
    [text.to, placeName(words, move.to)],
    [text.when, whenLabel(words, move.when)],
    [text.size, sizeLabel(words, move.size)],
    [
      text.special,
      move.specialItems.map((id) => labelOf(inventory.specialItems, id)).join(text.comma) ||
        text.none,
    ],
    [text.estimatedVolume, volumeOf(words, move.volume)],
    [text.shipping, shippingLabel(move.shipping, words.text)],
  ]
  const items =
    move.size.kind === 'inventory'
      ? Object.entries(move.size.items)
          .filter(([, count]) => count > 0)
          .map(([id, count]) => {
            const item = inventory.inventoryItems.get(id)
            return { count, label: item?.label ?? id, volume: (item?.volume ?? 0) * count }
          })
          .sort((a, b) => b.volume - a.volume)
          .map(({ count, label, volume }) => `${count} × ${label} (${volumeOf(words, volume)})`)
      : []
  return { rows, items }
}
