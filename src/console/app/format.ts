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

/** An ISO week (`2026-W48`) as the report heads it: its number and its Monday-to-Sunday dates. */
export function weekLabel(week: string) {
  const [year, number] = [Number(week.slice(0, 4)), Number(week.slice(6))]
  // Week 1 is the week of 4 January; its Monday is that day less its weekday.
  const fourth = Date.UTC(year, 0, 4)
  const monday = fourth - ((new Date(fourth).getUTCDay() + 6) % 7) * DAY + (number - 1) * 7 * DAY
  const sunday = monday + 6 * DAY
  const [first, last] = [dayOfMonth.format(monday), dayOfMonth.format(sunday)]
  const [firstMonth, lastMonth] = [monthName.format(monday), monthName.format(sunday)]
  const dates =
    firstMonth === lastMonth
      ? text.sameMonthDays(first, last, lastMonth)
      : text.twoMonthDays(first, firstMonth, last, lastMonth)
  return text.weekOf(number, dates)
}
