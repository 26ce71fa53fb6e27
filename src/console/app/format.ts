import { reviewReasonOf } from '@contract/review-reasons'
import { serviceTypeOptions } from '@/lib/service-types'
import { locale } from '@/i18n/current'

import * as text from './console.messages'

/** A moment as the office reads it: Doha time, in the console's language, digits Latin. */
const formatter = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Qatar',
})

export const moment = (ms: number) => formatter.format(ms)

const dayFormatter = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
  dateStyle: 'medium',
  timeZone: 'UTC',
})

/** A calendar day (YYYY-MM-DD) as the console writes dates. */
export const day = (date: string) => dayFormatter.format(new Date(`${date}T00:00:00Z`))

/** A service's name as the enquiry form offers it; a value it no longer offers, as stored. */
export const serviceName = (value: string) =>
  serviceTypeOptions.find((option) => option.value === value)?.label ?? value

/** Why an enquiry was flagged, in the console's words (the server stores it in English). */
export function reviewInWords(reason: string) {
  const flagged = reviewReasonOf(reason)
  if (flagged.kind === 'not-bot-checked') return text.reviewReasons.notBotChecked
  if (flagged.kind === 'plain-form') return text.reviewReasons.plainForm
  if (flagged.kind === 'low-score') return text.reviewReasons.lowScore(flagged.score)
  return flagged.text
}

const DAY = 24 * 60 * 60 * 1000
const dayOfMonth = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
  day: 'numeric',
  timeZone: 'UTC',
})
const monthName = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
  month: locale === 'ar' ? 'long' : 'short',
  timeZone: 'UTC',
})

/**
 * An office week, from its Saturday (`2026-11-21`), as the report heads it: its working days,
 * Saturday to Thursday ("21–26 Nov").
 */
export function weekLabel(saturday: string) {
  const first = Date.parse(`${saturday}T00:00:00Z`)
  const last = first + 5 * DAY
  const [firstDay, lastDay] = [dayOfMonth.format(first), dayOfMonth.format(last)]
  const [firstMonth, lastMonth] = [monthName.format(first), monthName.format(last)]
  return firstMonth === lastMonth
    ? text.sameMonthDays(firstDay, lastDay, lastMonth)
    : text.twoMonthDays(firstDay, firstMonth, lastDay, lastMonth)
}
