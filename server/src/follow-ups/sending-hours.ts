/**
 * When a follow-up may reach a customer (issue 55, item 2): never at night in Doha (21:00 to
 * 08:00) and never on Friday morning, when families are at the week's main prayer. Qatar keeps
 * no summer time, so Doha is UTC+3 all year.
 */
import { officeSchedule } from '../../../src/lib/office-schedule.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const DOHA_OFFSET = officeSchedule.utcOffsetMinutes * MINUTE

const QUIET_FROM = 21 * 60
const QUIET_UNTIL = 8 * 60
/** Friday's messages wait until after the midday prayer. */
const FRIDAY_FROM = 13 * 60
const FRIDAY = 5

/** Whether a message may go at `at`. */
export function isSendingTime(at: number): boolean {
  const local = new Date(at + DOHA_OFFSET)
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes()
  if (minutes >= QUIET_FROM || minutes < QUIET_UNTIL) return false
  return local.getUTCDay() !== FRIDAY || minutes >= FRIDAY_FROM
}

/** `at` itself when a message may go then, otherwise the first moment after it that it may. */
export function nextSendingTime(at: number): number {
  if (isSendingTime(at)) return at
  const local = at + DOHA_OFFSET
  const midnight = local - (((local % DAY) + DAY) % DAY)
  // Still this morning's quiet (or Friday's), else tonight's, which ends tomorrow morning.
  const minutes = (local - midnight) / MINUTE
  const morning = minutes < QUIET_FROM ? midnight : midnight + DAY
  const opens = new Date(morning).getUTCDay() === FRIDAY ? FRIDAY_FROM : QUIET_UNTIL
  return morning + opens * MINUTE - DOHA_OFFSET
}

/** When follow-ups may reach customers: Doha's hours, or (test servers only) any moment. */
export type SendingHours = {
  isSendingTime(at: number): boolean
  nextSendingTime(at: number): number
}

export const dohaHours: SendingHours = { isSendingTime, nextSendingTime }

/**
 * Every moment a sending one: for an end-to-end test server, whose checks must not depend on the
 * hour the run happens at (FOLLOW_UP_ANY_HOUR; production refuses it).
 */
export const anyHour: SendingHours = { isSendingTime: () => true, nextSendingTime: (at) => at }
