import { arabicTime } from './arabic-time'
import type * as en from './blog.messages'

/** Arabic month names with Latin digits, as Qatar writes dates: '14 يناير 2025'. */
export const dateLocale: typeof en.dateLocale = 'ar-QA-u-nu-latn'

/** No leading zero: '4 نوفمبر 2026'. */
export const dateDay: typeof en.dateDay = 'numeric'

/** '04:20 PM' as '4:20 م'. */
export const postTime: typeof en.postTime = arabicTime
