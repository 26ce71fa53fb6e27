import { arabicDate, arabicDateTime } from '@/lib/arabic-date-time'

import { formatTime, isoDate } from './calendar'
import type * as en from './shown-date'

/** A date as the glossary writes it: «22 نوفمبر 2026». */
export const shownDate: typeof en.shownDate = (value) => arabicDate(isoDate(value))

/** An update's date and time, named as Doha's: «22 نوفمبر 2026، 10:40 م (بتوقيت الدوحة)». */
export const shownMoment: typeof en.shownMoment = (date, time) =>
  arabicDateTime(isoDate(date), formatTime(time))
