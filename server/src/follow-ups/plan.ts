/**
 * The planner (issue 55, item 1): from the data as it stands at `now` (quotes out and viewed,
 * moving days, deliveries) and the rules as admins set them, which follow-ups should exist and
 * when each is due. A sweep adds the missing ones by key, moves the move reminders when a moving
 * day changes (and plans the reschedule notice), re-times the planned ones when a rule's timing
 * changed, and cancels those no longer due. Safe on several instances at once: keys are unique,
 * and every change is made only to a row still planned.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import {
  followUpRule,
  type FollowUpCancelReason,
  type FollowUpRuleName,
} from '@contract/follow-ups.ts'
import {
  nextOpening,
  officeDate,
  officeSchedule,
  workingMs,
} from '../../../src/lib/office-schedule.ts'

import type { FollowUpRow, FollowUpStore, PlannedFollowUp } from './queries.ts'
import { dohaHours, type SendingHours } from './sending-hours.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const DOHA_OFFSET = officeSchedule.utcOffsetMinutes * MINUTE

/**
 * How late a follow-up may still be planned: a server down for a few hours catches up, but a
 * moving day entered late, or years of delivered shipments on the first start, are not written to.
 */
const CATCH_UP_MS = 6 * HOUR
/** How far back deliveries are read: longer than the review request's longest delay. */
const DELIVERIES_BACK_MS = 30 * DAY
/** The crew's day starts then: the move reminders count back from it. */
const MOVING_HOUR = 8
/** A delivery posted without its time counts from the end of that working day. */
const DELIVERED_HOUR = 18

/** How far back waiting leads are read: longer than both alerts' longest office delay. */
const LEADS_BACK_MS = 14 * DAY
/** The key of a lead's second alert, to the admins, starts so. */
export const ADMIN_ALERT = 'lead_uncontacted_admin:'

/** The moment `ms` of office time have passed since `from` (only open hours count). */
export function afterOfficeTime(from: number, ms: number): number {
  let at = workingMs(from, from + 1) > 0 ? from : nextOpening(from)
  let left = ms
  for (;;) {
    const local = at + DOHA_OFFSET
    const closes = local - (local % DAY) + officeSchedule.closesAt * MINUTE - DOHA_OFFSET
    if (closes - at >= left) return at + left
    left -= closes - at
    at = nextOpening(closes)
  }
}

/** The moment Doha's clock shows `minutes` past midnight on `date`. */
const dohaMoment = (date: string, minutes: number) =>
  Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE - DOHA_OFFSET

/** 08:00 in Doha on moving day. */
export const movingMoment = (date: string) => dohaMoment(date, MOVING_HOUR * 60)

/** The end (Doha) of a quote's last valid day. */
export const quoteEnd = (validUntil: string) => dohaMoment(validUntil, 24 * 60)

const deliveredMoment = (date: string, time: string | null) => {
  const hhmm = /^(\d{2}):(\d{2})/.exec(time ?? '')
  return dohaMoment(date, hhmm ? Number(hhmm[1]) * 60 + Number(hhmm[2]) : DELIVERED_HOUR * 60)
}

/** The date a move reminder or reschedule notice was planned for: its key's last part. */
export const keyDate = (key: string) => key.slice(key.lastIndexOf(':') + 1)

const MOVE_RULES = ['move_3_days', 'move_1_day'] as const

/** Why a planned follow-up of `rule` is no longer due, when what it counted from went away. */
const goneReason: Record<FollowUpRuleName, FollowUpCancelReason> = {
  quote_viewed: 'settled',
  quote_expiring: 'settled',
  move_3_days: 'no-date',
  move_1_day: 'no-date',
  reschedule: 'no-date',
  review_request: 'no-date',
  lead_uncontacted: 'contacted',
}

type Wanted = PlannedFollowUp & { raw: number }

/**
 * Where a planned follow-up goes when its due moment changed: the new one, or, when that has
 * passed, now (a customer's, the next sending time), so a shorter delay sends it at once. A due
 * moment the sender pushed out of quiet hours is left as it is.
 */
function retimed(row: FollowUpRow, dueAt: number, now: number, hours: SendingHours): number | null {
  if (dueAt > now) return dueAt === row.dueAt ? null : dueAt
  if (row.dueAt <= now) return null
  const soon = followUpRule(row.rule).audience === 'customer' ? hours.nextSendingTime(now) : now
  return soon === row.dueAt ? null : soon
}

/** What the data and the rules want planned at `now`, by key. */
async function wantedAt(repo: FollowUpStore, now: number, hours: SendingHours) {
  const rules = await repo.followUpRules()
  const on = (rule: FollowUpRuleName) => rules.get(rule)!.enabled
  const offset = (rule: FollowUpRuleName) => rules.get(rule)!.offsetMinutes * MINUTE
  const wanted = new Map<string, Wanted>()
  // A customer's follow-up waits for a sending hour; staff alerts count office time already.
  const want = (each: Omit<Wanted, 'dueAt'>) => {
    const customer = followUpRule(each.rule).audience === 'customer'
    if (on(each.rule))
      wanted.set(each.key, {
        ...each,
        dueAt: customer ? hours.nextSendingTime(each.raw) : each.raw,
      })
  }
  const today = officeDate(now)

  for (const quote of await repo.sentQuotes()) {
    const end = quoteEnd(quote.validUntil)
    if (end <= now) continue
    const about = { leadId: quote.leadId, jobId: null, quoteId: quote.id, locale: quote.locale }
    if (quote.viewedAt !== null && quote.version !== null)
      want({
        ...about,
        rule: 'quote_viewed',
        key: `quote_viewed:quote:${quote.id}:v${quote.version}`,
        raw: quote.viewedAt + offset('quote_viewed'),
      })
    want({
      ...about,
      rule: 'quote_expiring',
      key: `quote_expiring:quote:${quote.id}:${quote.validUntil}`,
      raw: end - offset('quote_expiring'),
    })
  }

  // Shipments still to be collected, with the moving day each is planned for now.
  const moving = new Map<number, { date: string; leadId: number | null; locale: EnquiryLocale }>()
  for (const job of await repo.movingShipments(today)) {
    const date = job.date
    if (!date || movingMoment(date) <= now || (job.stage !== null && job.stage !== 'booked'))
      continue
    moving.set(job.id, { date, leadId: job.leadId, locale: job.locale })
    for (const rule of MOVE_RULES)
      want({
        rule,
        key: `${rule}:job:${job.id}:${date}`,
        leadId: job.leadId,
        jobId: job.id,
        quoteId: null,
        locale: job.locale,
        raw: movingMoment(date) - offset(rule),
      })
  }

  const delivered = new Map<number, Wanted>()
  for (const job of await repo.deliveries(officeDate(now - DELIVERIES_BACK_MS))) {
    const raw = deliveredMoment(job.date, job.time) + offset('review_request')
    const earlier = delivered.get(job.id)
    if (earlier && earlier.raw <= raw) continue
    delivered.set(job.id, {
      rule: 'review_request',
      key: `review_request:job:${job.id}`,
      leadId: job.leadId,
      jobId: job.id,
      quoteId: null,
      locale: job.locale,
      raw,
      dueAt: hours.nextSendingTime(raw),
    })
  }
  for (const each of delivered.values()) want(each)

  // A lead nobody answered: its owner (or the team) is told, then, as long again later, the admins.
  for (const lead of await repo.waitingLeads(now - LEADS_BACK_MS)) {
    const first = afterOfficeTime(lead.createdAt, offset('lead_uncontacted'))
    const about = { rule: 'lead_uncontacted' as const, leadId: lead.id, jobId: null, quoteId: null }
    want({ ...about, key: `lead_uncontacted:lead:${lead.id}`, locale: lead.locale, raw: first })
    want({
      ...about,
      key: `${ADMIN_ALERT}lead:${lead.id}`,
      locale: lead.locale,
      raw: afterOfficeTime(first, offset('lead_uncontacted')),
    })
  }

  return { wanted, moving, today, offset, on }
}

/** One sweep at `now`: plans, moves, re-times and cancels as the data and the rules say. */
export async function planFollowUps(
  repo: FollowUpStore,
  now: number,
  hours: SendingHours = dohaHours,
) {
  const { wanted, moving, today, offset, on } = await wantedAt(repo, now, hours)
  const scheduled = await repo.scheduledFollowUps()
  const reminders = [
    ...(await repo.moveReminders(today)),
    ...scheduled.filter((row) => (MOVE_RULES as readonly string[]).includes(row.rule)),
  ]
  const taken = new Set([...reminders.map((row) => row.key), ...scheduled.map((row) => row.key)])

  const move: Array<{ id: number; key: string; dueAt: number }> = []
  const retime: Array<{ id: number; dueAt: number }> = []
  const cancel: Array<{ id: number; reason: FollowUpCancelReason }> = []
  const add: PlannedFollowUp[] = []
  const plan = ({ raw: _raw, ...each }: Wanted) => add.push(each)

  // A moving day that changed under planned or sent reminders: the notice, then the move.
  for (const [jobId, { date, leadId, locale }] of moving) {
    const mine = reminders.filter(
      (row) => row.jobId === jobId && (row.status === 'scheduled' || row.status === 'sent'),
    )
    if (mine.length === 0 || mine.some((row) => keyDate(row.key) === date)) continue
    if (on('reschedule'))
      plan({
        rule: 'reschedule',
        key: `reschedule:job:${jobId}:${date}`,
        leadId,
        jobId,
        quoteId: null,
        locale,
        raw: now + offset('reschedule'),
        dueAt: hours.nextSendingTime(now + offset('reschedule')),
      })
  }

  for (const row of scheduled) {
    const wish = wanted.get(row.key)
    if (wish) {
      const dueAt = row.doneBy === null ? retimed(row, wish.dueAt, now, hours) : null
      if (dueAt !== null) retime.push({ id: row.id, dueAt })
      continue
    }
    if (!on(row.rule)) {
      cancel.push({ id: row.id, reason: 'rule-off' })
      continue
    }
    const job = row.jobId === null ? undefined : moving.get(row.jobId)
    // The reschedule notice stands while its date does; its due moment is its own.
    if (row.rule === 'reschedule' && job?.date === keyDate(row.key)) continue
    if ((MOVE_RULES as readonly string[]).includes(row.rule) && job) {
      const moved = wanted.get(`${row.rule}:job:${row.jobId}:${job.date}`)
      if (moved && !taken.has(moved.key) && moved.raw > now - CATCH_UP_MS) {
        taken.add(moved.key)
        move.push({
          id: row.id,
          key: moved.key,
          dueAt: Math.max(moved.dueAt, hours.nextSendingTime(now)),
        })
        continue
      }
    }
    cancel.push({ id: row.id, reason: goneReason[row.rule] })
  }

  for (const each of wanted.values())
    if (!taken.has(each.key) && each.raw > now - CATCH_UP_MS) plan(each)

  await repo.applyPlan({ add, move, retime, cancel }, now)
}
