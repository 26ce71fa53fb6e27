/**
 * The console's side of follow-ups (issue 55, item 5): the rules as admins read and change them
 * (`GET`/`PUT /api/staff/follow-up-rules`), and the alerts a member sees (`GET
 * /api/staff/alerts`). What a lead or a shipment lists is `FollowUpView` (follow-ups.ts).
 */
import {
  FOLLOW_UP_RULE_NAMES,
  followUpRule,
  withinBounds,
  type FollowUpRuleName,
  type FollowUpRuleSetting,
  type StaffAlertKind,
} from './follow-ups.ts'
import { followUpMessages } from './follow-up-messages.ts'
import type { Schema } from './messages.ts'
import { object, refuse } from './staff.ts'

/** A rule as it stands: an admin's setting, or its defaults while nobody changed it. */
export type FollowUpRuleView = FollowUpRuleSetting & {
  /** When an admin last changed it, and who; null while it keeps its defaults. */
  updatedAt: number | null
  updatedByName: string | null
}

export const isFollowUpRuleName = (value: unknown): value is FollowUpRuleName =>
  (FOLLOW_UP_RULE_NAMES as readonly unknown[]).includes(value)

/** `{ rule, enabled, offsetMinutes }`: one rule switched on or off and timed, within its bounds. */
export const followUpRuleSchema: Schema<FollowUpRuleSetting> = {
  parse(input) {
    const { rule, enabled, offsetMinutes } = object(input)
    if (!isFollowUpRuleName(rule)) return refuse('rule', followUpMessages.unknownRule)
    if (typeof enabled !== 'boolean') return refuse('enabled', followUpMessages.badEnabled)
    if (typeof offsetMinutes !== 'number' || !withinBounds(rule, offsetMinutes)) {
      const { minMinutes, maxMinutes } = followUpRule(rule)
      return refuse('offsetMinutes', followUpMessages.outOfBounds(minMinutes, maxMinutes))
    }
    return { ok: true, value: { rule, enabled, offsetMinutes } }
  },
}

/** An alert as the console lists it, with what it is about. */
export type StaffAlertView = {
  id: number
  kind: StaffAlertKind
  createdAt: number
  readAt: number | null
  /** Raised for every admin rather than for one member. */
  forAdmins: boolean
  lead: { id: number; name: string } | null
  shipment: { trackingId: string } | null
  review: { rating: number; comment: string } | null
}

/** `GET /api/staff/alerts`: the newest alerts for the caller, and how many are unread. */
export type StaffAlerts = { alerts: StaffAlertView[]; unread: number }

/**
 * How a sent follow-up fared, as `FollowUpView.delivery` says it: its WhatsApp message's status,
 * or its e-mail's ('queued' until the outbox sent it or gave up); null for a console alert.
 */
export function followUpDelivery(sent: {
  channel: string | null
  whatsappStatus: string | null
  outboxId: number | null
  mailSentAt: unknown
  mailFailedAt: unknown
}): string | null {
  if (sent.channel === 'whatsapp') return sent.whatsappStatus
  if (sent.channel !== 'email' || sent.outboxId === null) return null
  return sent.mailSentAt ? 'sent' : sent.mailFailedAt ? 'failed' : 'queued'
}

/** How many Doha months the report's reviews cover, this one first. */
export const REVIEW_REPORT_MONTHS = 6

/** One Doha month of "How did we do?" (`GET /api/staff/reports/reviews`). */
export type ReviewMonth = {
  /** `2026-11`. */
  month: string
  /** Ratings given in it, and their average (one decimal); null without any. */
  reviews: number
  averageRating: number | null
  /** Shipments delivered in it (their first Delivered update's date), and how many of those were sent a review request. */
  delivered: number
  requested: number
}

export type ReviewsReport = { months: ReviewMonth[] }
