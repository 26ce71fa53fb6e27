import type { PricedItemId } from '@contract/quote-catalogue'

/** A line's catalogue item: one priced per unit, or the insurance. */
export type LineItem = PricedItemId | 'insurance'

/**
 * The catalogue's items in the groups and order issue 53 names them (packing and materials, crew
 * and trucks, sea or air freight, customs clearance, storage, insurance, handyman, discount), as
 * the catalogue lists them: the picker offers them so, and a new line joins its group's lines.
 */
export const LINE_GROUPS = {
  packing: ['packing'],
  crew: ['crew', 'truck'],
  freight: [
    'sea-freight-m3',
    'sea-freight-20ft',
    'sea-freight-40ft',
    'sea-freight-40hc',
    'air-freight-m3',
  ],
  customs: ['customs'],
  storage: ['storage'],
  insurance: ['insurance'],
  handyman: ['handyman'],
  discount: ['discount'],
} as const satisfies Record<string, readonly LineItem[]>
export type LineGroup = keyof typeof LINE_GROUPS

const groups = Object.keys(LINE_GROUPS) as LineGroup[]

/** The place of an item's group among the groups. */
export const groupRank = (item: LineItem) =>
  groups.findIndex((group) => (LINE_GROUPS[group] as readonly LineItem[]).includes(item))

/** The freight lines priced per m³, which the planner's volume can count. */
export const perCubicMetreFreight = (item: LineItem) =>
  item === 'sea-freight-m3' || item === 'air-freight-m3'
