import { reviewReasonOf } from '@contract/review-reasons'
import { serviceTypeOptions } from '@/content/service-types'
import { locale } from '@/i18n/current'

import * as text from './staff.messages'

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
