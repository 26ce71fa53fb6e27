import { dayNames } from '@contract/acknowledgement-messages.ar.ts'
import { arabicDate, arabicDateTime } from '../../../src/lib/arabic-date-time.ts'

import type * as en from './whatsapp-words.ts'

/** The Arabic twin of `whatsapp-words.ts`: dates as docs/glossary-ar.md writes them. */
export const date: typeof en.date = arabicDate

export const moveDate: typeof en.moveDate = (isoDate) => {
  const day = new Date(`${isoDate.trim().slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(day.getTime())
    ? isoDate
    : `${dayNames[day.getUTCDay()]} ${arabicDate(isoDate)}`
}

export const moveDateAgreed: typeof en.moveDateAgreed = 'الموعد المتفق عليه مع منسّق النقل'

export const moment: typeof en.moment = arabicDateTime

export const details: typeof en.details = (content, when) =>
  `${content.trim().replace(/[.。]+$/u, '')} في ${when}.`
