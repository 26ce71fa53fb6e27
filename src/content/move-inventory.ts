/**
 * The quote planner's inventory: rooms, their common items and each item's typical packed volume.
 *
 * Sources: the volumes are the allowances of the cube sheets removal surveyors use (the FIDI/IAM
 * style survey sheets list them in cubic feet), converted at 1 ft³ = 0.0283 m³ and rounded to
 * 0.05 m³. Examples: a three-seat sofa is allowed about 50 ft³ (1.4 m³), a double bed with its
 * mattress about 42 ft³ (1.2 m³), a standard 1.5 ft³ carton is 0.05 m³ and a tea-chest carton
 * 4 ft³ (0.1 m³). They include the wrapping and the air around an item in a loaded container, which
 * is why they are larger than the item's own dimensions. A survey confirms the real figure.
 */

export type InventoryItem = { id: string; label: string; volume: number }
export type InventoryRoom = { id: string; label: string; items: InventoryItem[] }

export const inventoryRooms: readonly InventoryRoom[] = [
  {
    id: 'living',
    label: 'Living room',
    items: [
      { id: 'sofa-3', label: 'Sofa, 3 seats', volume: 1.4 },
      { id: 'sofa-2', label: 'Sofa, 2 seats', volume: 1.0 },
      { id: 'sofa-corner', label: 'Corner sofa', volume: 2.3 },
      { id: 'armchair', label: 'Armchair', volume: 0.6 },
      { id: 'coffee-table', label: 'Coffee table', volume: 0.3 },
      { id: 'tv', label: 'Television, up to 65″', volume: 0.25 },
      { id: 'tv-unit', label: 'TV unit', volume: 0.5 },
      { id: 'bookcase', label: 'Bookcase', volume: 0.6 },
      { id: 'rug', label: 'Rug, rolled', volume: 0.15 },
      { id: 'lamp', label: 'Floor lamp', volume: 0.2 },
    ],
  },
  {
    id: 'dining',
    label: 'Dining room',
    items: [
      { id: 'dining-table-6', label: 'Dining table, 6 seats', volume: 0.8 },
      { id: 'dining-table-8', label: 'Dining table, 8 seats', volume: 1.1 },
      { id: 'dining-chair', label: 'Dining chair', volume: 0.15 },
      { id: 'sideboard', label: 'Sideboard or buffet', volume: 0.8 },
      { id: 'display-cabinet', label: 'Display cabinet', volume: 0.9 },
    ],
  },
  {
    id: 'bedroom',
    label: 'Bedrooms',
    items: [
      { id: 'bed-king', label: 'King bed with mattress', volume: 1.6 },
      { id: 'bed-double', label: 'Double bed with mattress', volume: 1.2 },
      { id: 'bed-single', label: 'Single bed with mattress', volume: 0.8 },
      { id: 'bunk-bed', label: 'Bunk bed', volume: 1.1 },
      { id: 'cot', label: 'Baby cot', volume: 0.4 },
      { id: 'wardrobe-double', label: 'Wardrobe, 2 doors', volume: 1.5 },
      { id: 'wardrobe-triple', label: 'Wardrobe, 3 doors', volume: 2.2 },
      { id: 'chest-of-drawers', label: 'Chest of drawers', volume: 0.6 },
      { id: 'bedside-table', label: 'Bedside table', volume: 0.15 },
      { id: 'dressing-table', label: 'Dressing table', volume: 0.5 },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen and laundry',
    items: [
      { id: 'fridge-freezer', label: 'Fridge-freezer', volume: 1.0 },
      { id: 'fridge-american', label: 'American fridge', volume: 1.6 },
      { id: 'washing-machine', label: 'Washing machine', volume: 0.6 },
      { id: 'dryer', label: 'Tumble dryer', volume: 0.5 },
      { id: 'dishwasher', label: 'Dishwasher', volume: 0.5 },
      { id: 'cooker', label: 'Cooker', volume: 0.6 },
      { id: 'microwave', label: 'Microwave', volume: 0.1 },
      { id: 'kitchen-table', label: 'Kitchen table', volume: 0.5 },
    ],
  },
  {
    id: 'study',
    label: 'Study and office',
    items: [
      { id: 'desk', label: 'Desk', volume: 0.6 },
      { id: 'office-chair', label: 'Office chair', volume: 0.3 },
      { id: 'filing-cabinet', label: 'Filing cabinet, 4 drawers', volume: 0.4 },
      { id: 'computer', label: 'Computer and screens', volume: 0.15 },
      { id: 'printer', label: 'Printer', volume: 0.1 },
    ],
  },
  {
    id: 'outdoor',
    label: 'Outdoor and garage',
    items: [
      { id: 'outdoor-table', label: 'Outdoor table', volume: 0.6 },
      { id: 'outdoor-chair', label: 'Outdoor chair', volume: 0.15 },
      { id: 'sun-lounger', label: 'Sun lounger', volume: 0.4 },
      { id: 'bbq', label: 'Barbecue', volume: 0.4 },
      { id: 'bicycle', label: 'Bicycle', volume: 0.4 },
      { id: 'treadmill', label: 'Treadmill', volume: 1.0 },
    ],
  },
  {
    id: 'cartons',
    label: 'Boxes',
    items: [
      { id: 'carton-book', label: 'Book carton, small', volume: 0.05 },
      { id: 'carton-standard', label: 'Standard carton', volume: 0.1 },
      { id: 'carton-large', label: 'Large carton', volume: 0.15 },
      { id: 'carton-wardrobe', label: 'Wardrobe carton', volume: 0.4 },
      { id: 'suitcase', label: 'Suitcase', volume: 0.15 },
    ],
  },
]

export const inventoryItems: ReadonlyMap<string, InventoryItem> = new Map(
  inventoryRooms.flatMap((room) => room.items.map((item) => [item.id, item] as const)),
)

/**
 * Quick sizes: the volume a typical furnished home of that size in Qatar fills, from the same
 * cube sheets (a two-bedroom apartment is usually 25–30 m³; a five-bedroom villa 65 m³ or more).
 */
export type HomeSizeId =
  'studio' | 'bedrooms-1' | 'bedrooms-2' | 'bedrooms-3' | 'bedrooms-4' | 'bedrooms-5'

export const homeSizes: readonly { id: HomeSizeId; label: string; volume: number }[] = [
  { id: 'studio', label: 'Studio', volume: 10 },
  { id: 'bedrooms-1', label: '1 bedroom', volume: 18 },
  { id: 'bedrooms-2', label: '2 bedrooms', volume: 28 },
  { id: 'bedrooms-3', label: '3 bedrooms', volume: 40 },
  { id: 'bedrooms-4', label: '4 bedrooms', volume: 55 },
  { id: 'bedrooms-5', label: '5 or more bedrooms', volume: 70 },
]

/** An office is sized by its workstations: desk, chair, pedestal and a share of storage each. */
export const OFFICE_VOLUME_PER_DESK = 1.5

export type SpecialItemId = 'piano' | 'art' | 'car' | 'pets'

export const specialItems: readonly { id: SpecialItemId; label: string }[] = [
  { id: 'piano', label: 'Piano' },
  { id: 'art', label: 'Art or antiques' },
  { id: 'car', label: 'Car or motorbike' },
  { id: 'pets', label: 'Pets' },
]

export const ESTIMATE_NOTE: string =
  'This is an estimate from typical volumes. A free survey, in person or by video call, confirms it before you receive a fixed quote.'
