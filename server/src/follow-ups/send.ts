/**
 * The sender (issue 55, item 2): each due follow-up, leased so that of several instances one
 * takes it, is asked once more whether it should go (the rule still on, no stop, what it is about
 * still true, a sending hour in Doha), then goes the way the customer chose: a WhatsApp template
 * where their number has consent and WhatsApp is set up, else e-mail, else nowhere. Marking it
 * sent and writing its outbox row are one transaction; the outbox makes and delivers the message.
 */
import {
  followUpRule,
  type FollowUpCancelReason,
  type FollowUpRuleName,
  type FollowUpRuleSetting,
} from '@contract/follow-ups.ts'
import { whatsappNumber } from '@contract/whatsapp.ts'
import { hasConsent } from '../whatsapp/index.ts'

import { ADMIN_ALERT, keyDate, movingMoment, quoteEnd } from './plan.ts'
import type { FollowUpRow, FollowUpSend, FollowUpStore } from './queries.ts'
import { dohaHours, type SendingHours } from './sending-hours.ts'

export type FollowUpSendOptions = {
  /** WhatsApp is set up (its messages can go). */
  whatsapp: boolean
  leaseMs: number
  /** Doha's sending hours unless a test server lifted them. */
  hours?: SendingHours
}

type Lead = NonNullable<Awaited<ReturnType<FollowUpStore['followUpLead']>>>
type Job = NonNullable<Awaited<ReturnType<FollowUpStore['followUpJob']>>>

/**
 * What happened to one due follow-up: queued ('alerted' when it raised a staff alert too),
 * cancelled, put off to a sending hour, or found taken by another instance.
 */
export type FollowUpOutcome = 'sent' | 'alerted' | 'cancelled' | 'later' | 'taken'

/** Whether what the follow-up is about still holds at `now`; the reason it no longer does. */
async function gone(
  repo: FollowUpStore,
  row: FollowUpRow,
  lead: Lead | undefined,
  job: Job | undefined,
  now: number,
): Promise<FollowUpCancelReason | null> {
  const rule: FollowUpRuleName = row.rule
  if (rule === 'quote_viewed' || rule === 'quote_expiring') {
    const quote = row.quoteId === null ? undefined : await repo.followUpQuote(row.quoteId)
    const current =
      quote?.status === 'sent' &&
      quoteEnd(quote.validUntil) > now &&
      (rule === 'quote_viewed'
        ? row.key.endsWith(`:v${quote.version}`)
        : keyDate(row.key) === quote.validUntil)
    return current ? null : 'settled'
  }
  if (rule === 'review_request') return job?.delivered ? null : 'no-date'
  if (rule === 'lead_uncontacted')
    return lead?.status === 'new' && lead.contactedAt === null ? null : 'contacted'
  // The move reminders and the reschedule notice: the day they name is still the moving day.
  const date = job?.date
  const booked = job?.stage === null || job?.stage === 'booked'
  return date && date === keyDate(row.key) && booked && movingMoment(date) > now ? null : 'no-date'
}

/** The follow-up at `now`: sent, raised, cancelled, put off to a sending hour, or another's. */
export async function sendFollowUp(
  repo: FollowUpStore,
  row: FollowUpRow,
  rules: Map<FollowUpRuleName, FollowUpRuleSetting>,
  options: FollowUpSendOptions,
  now: number,
): Promise<FollowUpOutcome> {
  const cancel = async (reason: FollowUpCancelReason) => {
    await repo.cancelFollowUp(row.id, reason, now)
    return 'cancelled' as const
  }
  if (!rules.get(row.rule)?.enabled) return cancel('rule-off')
  if (await repo.followUpStopped(row.id)) return cancel('stopped')
  const job = row.jobId === null ? undefined : await repo.followUpJob(row.jobId)
  const leadId = row.leadId ?? job?.leadId ?? null
  const lead = leadId === null ? undefined : await repo.followUpLead(leadId)
  const reason = await gone(repo, row, lead, job, now)
  if (reason) return cancel(reason)
  // Quiet hours are the customer's; staff alerts keep the office's clock they were planned by.
  const { hours = dohaHours } = options
  if (followUpRule(row.rule).audience === 'customer' && !hours.isSendingTime(now)) {
    await repo.releaseFollowUp(row.id, hours.nextSendingTime(now), now)
    return 'later'
  }

  const record: FollowUpSend['record'] =
    leadId !== null ? { type: 'lead', id: leadId } : { type: 'shipment', id: job!.trackingId }
  const id = row.id
  let send: FollowUpSend
  if (row.rule === 'lead_uncontacted')
    send = {
      channel: 'console',
      // The staff e-mail beside the console's alert, made for its readers when it goes.
      payload: JSON.stringify({ kind: 'follow-up', followUpId: id }),
      enquiryId: leadId,
      // The second alert, as long again later, is every admin's.
      alert: {
        kind: 'lead-uncontacted',
        staffId: row.key.startsWith(ADMIN_ALERT) ? null : (lead?.owner ?? null),
      },
      record,
    }
  else {
    const number = whatsappNumber(lead?.phone ?? job?.phone)
    const email = lead?.email?.trim() || job?.email?.trim()
    const consent =
      options.whatsapp && number !== null && hasConsent(await repo.followUpContact(number))
    if (!consent && !email) return cancel('unreachable')
    send = {
      channel: consent ? 'whatsapp' : 'email',
      payload: JSON.stringify(
        consent
          ? { kind: 'whatsapp-auto', purpose: 'follow-up', followUpId: id }
          : { kind: 'follow-up', followUpId: id },
      ),
      enquiryId: leadId,
      // The customer is reminded; the lead's owner gets the task of calling them.
      alert:
        row.rule === 'quote_viewed' ? { kind: 'quote-viewed', staffId: lead?.owner ?? null } : null,
      record,
    }
  }
  if (!(await repo.markFollowUpSent(row, send, now))) return 'taken'
  return send.alert ? 'alerted' : 'sent'
}

/**
 * Sends every follow-up due at `now`, batch by batch, as one worker does; answers what it did.
 * The server's worker runs the same steps on its loop (worker.ts).
 */
export async function sendDueFollowUps(
  repo: FollowUpStore,
  options: FollowUpSendOptions,
  now: number,
): Promise<FollowUpOutcome[]> {
  const outcomes: FollowUpOutcome[] = []
  for (;;) {
    const batch = await repo.claimFollowUps(now, now + options.leaseMs, 10)
    if (batch.length === 0) return outcomes
    outcomes.push(...(await sendBatch(repo, batch, options, now)))
  }
}

/** One claimed batch, in turn (each asks the database a few questions first). */
export async function sendBatch(
  repo: FollowUpStore,
  batch: FollowUpRow[],
  options: FollowUpSendOptions,
  now: number,
) {
  const rules = await repo.followUpRules()
  const outcomes: FollowUpOutcome[] = []
  for (const row of batch) outcomes.push(await sendFollowUp(repo, row, rules, options, now))
  return outcomes
}
