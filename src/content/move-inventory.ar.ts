import type * as en from './move-inventory'

export type { HomeSizeId, InventoryItem, InventoryRoom, SpecialItemId } from './move-inventory'

/** The same rooms, items and volumes as the English list, named in Arabic. */
export const inventoryRooms: typeof en.inventoryRooms = [
  {
    id: 'living',
    label: 'غرفة المعيشة',
    items: [
      { id: 'sofa-3', label: 'كنبة، 3 مقاعد', volume: 1.4 },
      { id: 'sofa-2', label: 'كنبة، مقعدان', volume: 1.0 },
      { id: 'sofa-corner', label: 'كنبة زاوية', volume: 2.3 },
      { id: 'armchair', label: 'كرسي بذراعين', volume: 0.6 },
      { id: 'coffee-table', label: 'طاولة قهوة', volume: 0.3 },
      { id: 'tv', label: 'تلفزيون، حتى 65 بوصة', volume: 0.25 },
      { id: 'tv-unit', label: 'وحدة تلفزيون', volume: 0.5 },
      { id: 'bookcase', label: 'مكتبة كتب', volume: 0.6 },
      { id: 'rug', label: 'سجادة ملفوفة', volume: 0.15 },
      { id: 'lamp', label: 'مصباح أرضي', volume: 0.2 },
    ],
  },
  {
    id: 'dining',
    label: 'غرفة الطعام',
    items: [
      { id: 'dining-table-6', label: 'طاولة طعام، 6 مقاعد', volume: 0.8 },
      { id: 'dining-table-8', label: 'طاولة طعام، 8 مقاعد', volume: 1.1 },
      { id: 'dining-chair', label: 'كرسي طعام', volume: 0.15 },
      { id: 'sideboard', label: 'بوفيه أو خزانة جانبية', volume: 0.8 },
      { id: 'display-cabinet', label: 'خزانة عرض (فترينة)', volume: 0.9 },
    ],
  },
  {
    id: 'bedroom',
    label: 'غرف النوم',
    items: [
      { id: 'bed-king', label: 'سرير كينغ مع المرتبة', volume: 1.6 },
      { id: 'bed-double', label: 'سرير مزدوج مع المرتبة', volume: 1.2 },
      { id: 'bed-single', label: 'سرير مفرد مع المرتبة', volume: 0.8 },
      { id: 'bunk-bed', label: 'سرير بطابقين', volume: 1.1 },
      { id: 'cot', label: 'سرير أطفال', volume: 0.4 },
      { id: 'wardrobe-double', label: 'خزانة ملابس، بابان', volume: 1.5 },
      { id: 'wardrobe-triple', label: 'خزانة ملابس، 3 أبواب', volume: 2.2 },
      { id: 'chest-of-drawers', label: 'خزانة أدراج', volume: 0.6 },
      { id: 'bedside-table', label: 'طاولة بجانب السرير', volume: 0.15 },
      { id: 'dressing-table', label: 'تسريحة', volume: 0.5 },
    ],
  },
  {
    id: 'kitchen',
    label: 'المطبخ وغرفة الغسيل',
    items: [
      { id: 'fridge-freezer', label: 'ثلاجة بفريزر', volume: 1.0 },
      { id: 'fridge-american', label: 'ثلاجة أمريكية ببابين', volume: 1.6 },
      { id: 'washing-machine', label: 'غسالة ملابس', volume: 0.6 },
      { id: 'dryer', label: 'مجفف ملابس', volume: 0.5 },
      { id: 'dishwasher', label: 'غسالة صحون', volume: 0.5 },
      { id: 'cooker', label: 'موقد طبخ', volume: 0.6 },
      { id: 'microwave', label: 'مايكرويف', volume: 0.1 },
      { id: 'kitchen-table', label: 'طاولة مطبخ', volume: 0.5 },
    ],
  },
  {
    id: 'study',
    label: 'غرفة الدراسة والمكتب',
    items: [
      { id: 'desk', label: 'مكتب', volume: 0.6 },
      { id: 'office-chair', label: 'كرسي مكتب', volume: 0.3 },
      { id: 'filing-cabinet', label: 'خزانة ملفات، 4 أدراج', volume: 0.4 },
      { id: 'computer', label: 'حاسوب وشاشات', volume: 0.15 },
      { id: 'printer', label: 'طابعة', volume: 0.1 },
    ],
  },
  {
    id: 'outdoor',
    label: 'الحديقة والمرآب',
    items: [
      { id: 'outdoor-table', label: 'طاولة خارجية', volume: 0.6 },
      { id: 'outdoor-chair', label: 'كرسي خارجي', volume: 0.15 },
      { id: 'sun-lounger', label: 'كرسي استلقاء', volume: 0.4 },
      { id: 'bbq', label: 'شواية', volume: 0.4 },
      { id: 'bicycle', label: 'دراجة هوائية', volume: 0.4 },
      { id: 'treadmill', label: 'جهاز مشي', volume: 1.0 },
    ],
  },
  {
    id: 'cartons',
    label: 'الصناديق',
    items: [
      { id: 'carton-book', label: 'كرتونة كتب صغيرة', volume: 0.05 },
      { id: 'carton-standard', label: 'كرتونة عادية', volume: 0.1 },
      { id: 'carton-large', label: 'كرتونة كبيرة', volume: 0.15 },
      { id: 'carton-wardrobe', label: 'كرتونة للملابس المعلّقة', volume: 0.4 },
      { id: 'suitcase', label: 'حقيبة سفر', volume: 0.15 },
    ],
  },
]

export const inventoryItems: typeof en.inventoryItems = new Map(
  inventoryRooms.flatMap((room) => room.items.map((item) => [item.id, item] as const)),
)

export const homeSizes: typeof en.homeSizes = [
  { id: 'studio', label: 'استوديو', volume: 10 },
  { id: 'bedrooms-1', label: 'غرفة نوم واحدة', volume: 18 },
  { id: 'bedrooms-2', label: 'غرفتا نوم', volume: 28 },
  { id: 'bedrooms-3', label: '3 غرف نوم', volume: 40 },
  { id: 'bedrooms-4', label: '4 غرف نوم', volume: 55 },
  { id: 'bedrooms-5', label: '5 غرف نوم أو أكثر', volume: 70 },
]

export const OFFICE_VOLUME_PER_DESK: typeof en.OFFICE_VOLUME_PER_DESK = 1.5

export const specialItems: typeof en.specialItems = [
  { id: 'piano', label: 'بيانو' },
  { id: 'art', label: 'أعمال فنية أو تحف' },
  { id: 'car', label: 'سيارة أو دراجة نارية' },
  { id: 'pets', label: 'حيوانات أليفة' },
]

export const ESTIMATE_NOTE: typeof en.ESTIMATE_NOTE =
  'هذا تقدير مبني على الأحجام المعتادة، وتؤكّده معاينة مجانية، حضوريًا أو بمكالمة فيديو، قبل أن تتلقى عرض سعر ثابتًا.'
