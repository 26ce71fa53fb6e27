import { reviewReasonOf } from '@contract/review-reasons'
import { serviceTypeOptions } from '@/lib/service-types'
import { locale } from '@/i18n/current'
import type { Locale } from '@/i18n/locales'

import * as text from './console.messages'

const intlLocale = (language: Locale) => (language === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB')

/**
 * A moment as the office reads it: Doha time, in the console's language, digits Latin. Arabic
 * names the month and joins the time with an Arabic comma, as the glossary writes dates
 * («4 نوفمبر 2026، 9:05 ص»), where Intl's medium style gives «4/11/2026».
 */
export function momentIn(language: Locale): (ms: number) => string {
  const options = { timeZone: 'Asia/Qatar' } as const
  if (language === 'en') {
    const both = new Intl.DateTimeFormat('en-GB', {
      ...options,
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    return (ms) => both.format(ms)
  }
  const date = new Intl.DateTimeFormat(intlLocale(language), { ...options, dateStyle: 'long' })
  const time = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeStyle: 'short' })
  return (ms) => `${date.format(ms)}، ${time.format(ms)}`
}

export const moment = momentIn(locale)

/** A calendar day (YYYY-MM-DD) as the console writes dates: «4 Nov 2026», «4 نوفمبر 2026». */
export function dayIn(language: Locale): (date: string) => string {
  const formatter = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: language === 'ar' ? 'long' : 'medium',
    timeZone: 'UTC',
  })
  return (date) => formatter.format(new Date(`${date}T00:00:00Z`))
}

export const day = dayIn(locale)

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
const dayOfMonth = new Intl.DateTimeFormat(intlLocale(locale), {
  day: 'numeric',
  timeZone: 'UTC',
})
const monthName = new Intl.DateTimeFormat(intlLocale(locale), {
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
