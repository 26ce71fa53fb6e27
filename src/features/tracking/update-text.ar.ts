import { arabicPlacesIn } from '@/lib/arabic-places'

import type * as en from './update-text'

/**
 * An update's words for Arabic readers: staff's Arabic note when they wrote one, else the English
 * note; either way with the places staff typed in English named in Arabic.
 */
export const updateText: typeof en.updateText = (update) => {
  const words = update.status_content_ar ?? update.status_content
  return typeof words === 'string' ? arabicPlacesIn(words) : words
}
