import { workingMs } from '@/lib/office-schedule'

const MINUTE = 60_000

/** Sales answer a lead within one working hour; after that it is overdue. */
export const ANSWER_WITHIN_MS = 60 * MINUTE

/**
 * How long a lead waited for its first answer, in office time: until it was contacted, or until
 * now while it waits still. Overdue when it waited more than a working hour.
 */
export function responseClock(
  lead: { createdAt: string; contactedAt: number | null },
  now: number,
) {
  const waited = workingMs(Date.parse(lead.createdAt), lead.contactedAt ?? now)
  return { waited, waiting: lead.contactedAt === null, overdue: waited > ANSWER_WITHIN_MS }
}
