/**
 * A lead's or a shipment's timeline as the console reads it: what happened to the record, newest
 * first, gathered from the audit trail, the lead's notes and the outbox. Words are the console's;
 * the API sends facts.
 */
import type { FollowUpChannel, FollowUpRuleName } from './follow-ups.ts'
import type { Schema } from './messages.ts'
import type { QuoteEvent } from './quote-pipeline.ts'
import { object, positiveId, refuse } from './staff.ts'
import { staffMessages } from './staff-messages.ts'

/** At most this many events, the newest: older ones stay in the admins' audit trail. */
export const TIMELINE_CAP = 100

/** A lead or a shipment opened by one person counts once in this long, so reloads do not flood. */
export const VIEW_WINDOW_MS = 10 * 60_000

/** What became of an e-mail (or a new lead's message to the CRM) the outbox holds. */
export type MailState = 'sent' | 'waiting' | 'retrying' | 'failed'

/** Who did it: a member, the command line's system user (no account), or nobody signed in. */
export type TimelineActor = { id: number | null; name: string | null; cli: boolean }

export type TimelineEvent =
  /** The lead came in, or the shipment was made before its trail was kept. */
  | { kind: 'arrived'; at: number; source: string | null }
  /** A line of the audit trail: `before` and `after` hold only what changed. */
  | {
      kind: 'audit'
      at: number
      action: string
      actor: TimelineActor
      before?: Record<string, unknown>
      after?: Record<string, unknown>
    }
  | { kind: 'note'; at: number; author: string; body: string }
  /** `mail` is the outbox payload's kind (`enquiry`, `milestone`, …), never an address. */
  | { kind: 'mail'; at: number; mail: string; state: MailState }
  /** One of the lead's quotes (its 1st, 2nd …: `-Q1`), read from the quote tables (issue 53). */
  | ({ kind: 'quote'; at: number; number: number } & QuoteEvent)
  /** A follow-up that went (issue 55): its rule, its channel and how that fared (FollowUpView). */
  | {
      kind: 'follow-up'
      at: number
      rule: FollowUpRuleName
      channel: FollowUpChannel | null
      delivery: string | null
    }

export type Timeline = { events: TimelineEvent[]; more: boolean }

export const CONTACT_CHANNELS = ['call', 'whatsapp', 'email'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** The audit action of a call, a WhatsApp chat or an e-mail opened from the console. */
export const contactAction = (via: ContactChannel) => `lead.contact-${via}`

/** A call, a WhatsApp chat or an e-mail a member opened on a lead. */
export type LeadContact = { id: number; via: ContactChannel }

export const leadContactSchema: Schema<LeadContact> = {
  parse(input) {
    const raw = object(input)
    const id = positiveId(raw.id)
    if (id === null) return refuse('id', staffMessages.badId)
    if (!(CONTACT_CHANNELS as readonly unknown[]).includes(raw.via))
      return refuse('via', staffMessages.badChannel)
    return { ok: true, value: { id, via: raw.via as ContactChannel } }
  },
}
