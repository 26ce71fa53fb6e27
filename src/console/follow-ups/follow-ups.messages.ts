import { plural } from '@contract/plural'
import type { FollowUpCancelReason, FollowUpChannel, FollowUpRuleName } from '@contract/follow-ups'

/** The words of follow-ups in the console (issue 55); twin: follow-ups.messages.ar.ts. */
export const sectionTitle: string = 'Follow-ups'
export const loading: string = 'Loading the follow-ups…'
export const none: string = 'No follow-ups are planned.'
export const scheduledTitle: string = 'Scheduled'
export const pastTitle: string = 'Sent, skipped and cancelled'
export const ruleNames: Record<FollowUpRuleName, string> = {
  quote_viewed: 'Quote viewed, not accepted',
  quote_expiring: 'Quote about to expire',
  move_3_days: 'First move reminder',
  move_1_day: 'Last move reminder',
  reschedule: 'New moving day',
  review_request: '“How did we do?”',
  lead_uncontacted: 'Lead not contacted',
}
export const dueAt = (when: string): string => `Due ${when}`
export const sentAt = (when: string): string => `Sent ${when}`
export const channels: Record<FollowUpChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  console: 'Console alert',
}
/** How what was sent fared: the e-mail's state, or WhatsApp's. */
export const deliveries: Record<string, string> = {
  queued: 'waiting to go',
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'not delivered',
}
export const skippedBy = (name: string): string => `Skipped by ${name}`
export const skippedByNobody: string = 'Skipped'
export const broughtForwardBy = (name: string): string => `Brought forward by ${name}`
export const cancelled = (reason: string): string => `Cancelled: ${reason}`
export const reasons: Record<FollowUpCancelReason, string> = {
  stopped: 'the customer asked for no more follow-ups',
  settled: 'the quote or the lead was settled',
  contacted: 'the lead was contacted in time',
  'no-date': 'there is no moving day',
  unreachable: 'the customer has neither WhatsApp consent nor an e-mail address',
  'rule-off': 'the rule was switched off',
}
export const skip: string = 'Skip'
export const sendNow: string = 'Send now'
export const skipLabel = (rule: string): string => `Skip: ${rule}`
export const sendNowLabel = (rule: string): string => `Send now: ${rule}`
export const skipped: string = 'Skipped: it will not be sent.'
export const broughtForward: string =
  'Brought forward: it goes out within minutes, or at the end of quiet hours (Doha nights and Friday mornings).'

export const rulesTitle: string = 'Follow-up rules'
export const rulesIntro: string =
  'Each rule sends on its own while it is on, by WhatsApp to customers who agreed to it and otherwise by e-mail, never at night in Doha (21:00–08:00) nor on Friday mornings.'
export const ruleTiming: Record<FollowUpRuleName, string> = {
  quote_viewed: 'after the customer first opened a sent quote they have not accepted',
  quote_expiring: 'before the end of the quote’s last valid day',
  move_3_days: 'before 08:00 on moving day',
  move_1_day: 'before 08:00 on moving day',
  reschedule: 'after staff change a booked moving day',
  review_request: 'after the shipment was delivered',
  lead_uncontacted:
    'of office time after a lead came in with no contact: to its owner, then as long again to an admin',
}
export const enabledLabel: string = 'On'
export const timingLabel: string = 'Timing'
export const unitLabel: string = 'Unit'
export const units: Record<'minutes' | 'hours' | 'days', string> = {
  minutes: 'minutes',
  hours: 'hours',
  days: 'days',
}
export const duration = (minutes: number): string =>
  minutes % 1440 === 0
    ? plural('en', minutes / 1440, { one: '1 day', other: '# days' })
    : minutes % 60 === 0
      ? plural('en', minutes / 60, { one: '1 hour', other: '# hours' })
      : plural('en', minutes, { one: '1 minute', other: '# minutes' })
export const bounds = (least: string, most: string): string => `From ${least} to ${most}.`
export const defaults: string = 'As delivered'
export const changedBy = (name: string, when: string): string => `Changed by ${name}, ${when}`
export const save: string = 'Save'
export const saved = (rule: string): string => `Saved “${rule}”.`

export const alertsTitle: string = 'Alerts'
export const stars = (rating: number): string =>
  plural('en', rating, { one: '1 star', other: '# stars' })
export const lowRating = (stars: string, who: string): string => `${stars} from ${who}.`
export const leadUncontacted = (who: string): string => `${who}’s lead has not been contacted yet.`
export const leadUncontactedAdmins = (who: string): string =>
  `${who}’s lead has still not been contacted: its owner was told, and now every admin is.`
export const quoteViewed = (who: string): string =>
  `${who} opened their quote and has not accepted it: a good moment to call.`
export const aCustomer: string = 'A customer'
export const openLead: string = 'Open the lead'
export const openShipment: string = 'Open the shipment'
export const markRead: string = 'Mark as read'
export const markReadLabel = (when: string): string => `Mark as read: the alert of ${when}`

export const reviewsTitle: string = 'Ratings from “How did we do?”'
export const reviewsIntro: string =
  'Per month in Doha: the ratings customers gave and their average out of 5, and how many of the shipments delivered that month were sent a review request.'
export const monthColumn: string = 'Month'
export const ratingsColumn: string = 'Ratings'
export const averageColumn: string = 'Average'
export const deliveredColumn: string = 'Delivered'
export const requestedColumn: string = 'Asked for a review'
export const averageOf = (average: number): string =>
  `${(Math.round(average * 10) / 10).toFixed(1)} / 5`
export const share = (count: number, of: number): string =>
  of === 0 ? '—' : `${Math.round((count / of) * 100)}% (${count})`
