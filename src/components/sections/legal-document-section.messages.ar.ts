import { arabicDayMonthYear } from '@/lib/arabic-dates'

import type * as en from './legal-document-section.messages'

export const contents: typeof en.contents = 'المحتويات'

export const effectiveDate: typeof en.effectiveDate = (date) =>
  `تاريخ السريان: ${arabicDayMonthYear(date)}`
