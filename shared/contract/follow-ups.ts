/**
 * Follow-ups (issue 55): the rules a company sends them by, what each is about and when it is
 * due, the bounds admins may move them within, where a planned one stands, and the ratings of
 * "How did we do?". Both sides read these: the server plans and sends, the console shows and
 * edits.
 */

/**
 * Each rule: when it is due, counted in minutes from `from`, and to whom it goes.
 * - `quote_viewed`: after the customer first opened a sent quote, while it is not accepted;
 *   a reminder to the customer and a task for the lead's owner.
 * - `quote_expiring`: before the end (Doha) of the quote's last valid day.
 * - `move_3_days`, `move_1_day`: before 08:00 (Doha) on moving day (the shipment's collection
 *   date).
 * - `reschedule`: after staff change a booked moving day; the notice with the new date.
 * - `review_request`: after the shipment was delivered; "How did we do?".
 * - `lead_uncontacted`: office minutes after a lead came in with no first contact; an alert to
 *   the assigned person (or the team), then, as long again later, to an admin.
 */
export const FOLLOW_UP_RULES = [
  {
    rule: 'quote_viewed',
    from: 'after',
    audience: 'customer',
    defaultMinutes: 24 * 60,
    minMinutes: 2 * 60,
    maxMinutes: 7 * 24 * 60,
  },
  {
    rule: 'quote_expiring',
    from: 'before',
    audience: 'customer',
    defaultMinutes: 2 * 24 * 60,
    minMinutes: 12 * 60,
    maxMinutes: 7 * 24 * 60,
  },
  {
    rule: 'move_3_days',
    from: 'before',
    audience: 'customer',
    defaultMinutes: 3 * 24 * 60,
    minMinutes: 2 * 24 * 60,
    maxMinutes: 7 * 24 * 60,
  },
  {
    rule: 'move_1_day',
    from: 'before',
    audience: 'customer',
    defaultMinutes: 24 * 60,
    minMinutes: 12 * 60,
    maxMinutes: 2 * 24 * 60,
  },
  {
    rule: 'reschedule',
    from: 'after',
    audience: 'customer',
    defaultMinutes: 0,
    minMinutes: 0,
    maxMinutes: 24 * 60,
  },
  {
    rule: 'review_request',
    from: 'after',
    audience: 'customer',
    defaultMinutes: 24 * 60,
    minMinutes: 2 * 60,
    maxMinutes: 14 * 24 * 60,
  },
  {
    rule: 'lead_uncontacted',
    from: 'after',
    audience: 'staff',
    defaultMinutes: 60,
    minMinutes: 15,
    maxMinutes: 8 * 60,
  },
] as const

export type FollowUpRuleDefinition = (typeof FOLLOW_UP_RULES)[number]
export type FollowUpRuleName = FollowUpRuleDefinition['rule']
export const FOLLOW_UP_RULE_NAMES = FOLLOW_UP_RULES.map(({ rule }) => rule)

export const followUpRule = (name: FollowUpRuleName): FollowUpRuleDefinition =>
  FOLLOW_UP_RULES.find(({ rule }) => rule === name)!

/** A rule as stored and as the console edits it. */
export type FollowUpRuleSetting = {
  rule: FollowUpRuleName
  enabled: boolean
  offsetMinutes: number
}

/** Whether `minutes` lies within the rule's bounds (a whole number of minutes). */
export const withinBounds = (name: FollowUpRuleName, minutes: number): boolean => {
  const { minMinutes, maxMinutes } = followUpRule(name)
  return Number.isInteger(minutes) && minutes >= minMinutes && minutes <= maxMinutes
}

/**
 * Where a planned follow-up stands: 'scheduled' until it goes; 'sent' once its message is in
 * the outbox (its delivery is the message's own status); 'skipped' by staff; 'cancelled' when
 * what it was for went away (FOLLOW_UP_CANCEL_REASONS).
 */
export const FOLLOW_UP_STATUSES = ['scheduled', 'sent', 'skipped', 'cancelled'] as const
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number]

export const FOLLOW_UP_CANCEL_REASONS = [
  /** The customer stopped follow-ups (the stop page, or STOP on WhatsApp). */
  'stopped',
  /** The quote was accepted, declined, withdrawn or replaced; the lead won or lost. */
  'settled',
  /** The lead was contacted before the alert was due. */
  'contacted',
  /** The date it counted from is gone (a shipment with no collection date). */
  'no-date',
  /** The customer can be reached by no channel (no consent, no e-mail address). */
  'unreachable',
  /** An admin switched the rule off. */
  'rule-off',
] as const
export type FollowUpCancelReason = (typeof FOLLOW_UP_CANCEL_REASONS)[number]

/** How a sent follow-up went. */
export const FOLLOW_UP_CHANNELS = ['email', 'whatsapp', 'console'] as const
export type FollowUpChannel = (typeof FOLLOW_UP_CHANNELS)[number]

/** The stop page's two choices: this move's follow-ups, or everything from the company. */
export const FOLLOW_UP_STOP_SCOPES = ['move', 'all'] as const
export type FollowUpStopScope = (typeof FOLLOW_UP_STOP_SCOPES)[number]

/** A follow-up as the lead's and the shipment's pages list it (GET …/follow-ups). */
export type FollowUpView = {
  id: number
  rule: FollowUpRuleName
  dueAt: number
  status: FollowUpStatus
  channel: FollowUpChannel | null
  /** The delivery status of what was sent: the e-mail's ('queued', 'sent', 'failed') or WhatsApp's. */
  delivery: string | null
  sentAt: number | null
  reason: FollowUpCancelReason | null
  doneByName: string | null
}

/** "How did we do?": 1 to 5 stars, with a comment of at most this many characters. */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const REVIEW_COMMENT_MAX = 2_000
/** From this many stars up, the page thanks first and puts the Google button in front. */
export const HAPPY_RATING = 4

/**
 * What the console raises for staff: a rating of 1 to 3 stars (to the lead's owner and the
 * admins), a lead not contacted in time (to its owner, then to the admins), and a sent quote
 * viewed and not accepted (a task for the lead's owner).
 */
export const STAFF_ALERT_KINDS = ['low-rating', 'lead-uncontacted', 'quote-viewed'] as const
export type StaffAlertKind = (typeof STAFF_ALERT_KINDS)[number]
