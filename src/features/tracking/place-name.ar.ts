import { arabicPlace } from '@/lib/arabic-places'

import type * as en from './place-name'

/**
 * A place as staff typed it, its known cities, ports and countries in Arabic: "Brisbane,
 * Australia" reads «Brisbane، أستراليا», "Doha, Qatar" «الدوحة، قطر».
 */
export const placeName: typeof en.placeName = arabicPlace
