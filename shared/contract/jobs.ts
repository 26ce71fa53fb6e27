/**
 * GET /api/jobs/jobs/?tracking_id=…: what is asked and what comes back. The answer is always a
 * list, empty when nothing matches.
 */
import { EMAIL_PATTERN, MAX_EMAIL } from './email.ts'
import { validationMessages, type Schema } from './messages.ts'
import { trackingListMessages } from './tracking-list-messages.ts'

/** The format the FAQ states: 4 letters then 6 digits. Advisory only: it never blocks a lookup. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z]{4}[0-9]{6}$/

/** Longer than any real tracking number: a longer id is looked up as one that matches nothing. */
export const MAX_TRACKING_ID = 64

/**
 * What the client sends: one tracking number, or up to MAX_TRACKING_NUMBERS joined by commas
 * (`tracking_id=A,B,C`; repeated `tracking_id` parameters are read the same way).
 */
export type JobQuery = { tracking_id: string }

/** The numbers a lookup asks for, as the server reads them: distinct, in the order asked. */
export type JobLookup = { tracking_ids: string[] }

/** Most tracking numbers one search takes: a family's legs or a team's moves, not a catalogue. */
export const MAX_TRACKING_NUMBERS = 10

// No tracking id holds a control character, and PostgreSQL text cannot hold NUL at all.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/

/** Commas (the Arabic one too), spaces and new lines part one number from the next. */
const SEPARATORS = /[\s,\u060c]+/u

/**
 * The tracking numbers in what a visitor typed or a link carries: split at commas, spaces and new
 * lines, blanks and pieces holding a control character dropped, and a number given twice kept
 * once (in either case, as lookups match), in its first place and spelling. It never caps the
 * count: callers refuse more than MAX_TRACKING_NUMBERS, so nothing is silently left out.
 */
export function splitTrackingNumbers(input: string | readonly string[]): string[] {
  const seen = new Set<string>()
  const numbers: string[] = []
  for (const piece of (typeof input === 'string' ? [input] : input).join(',').split(SEPARATORS)) {
    const key = piece.toUpperCase()
    if (!piece || CONTROL_CHARACTER.test(piece) || seen.has(key)) continue
    seen.add(key)
    numbers.push(piece)
  }
  return numbers
}

/** Every number a parsed query string asks for, from one `tracking_id` or several. */
export function requestedTrackingNumbers(query: unknown): string[] {
  const raw = (query as Record<string, unknown> | null)?.tracking_id
  return splitTrackingNumbers(
    (Array.isArray(raw) ? raw : [raw]).filter((value) => typeof value === 'string'),
  )
}

/**
 * Refuses only more than MAX_TRACKING_NUMBERS distinct numbers (400, in the visitor's language).
 * Otherwise it never refuses: a missing, non-text or control-character id reads as none, so
 * malformed, unknown and missing ids all get the same empty list and answers reveal nothing
 * beyond "found or not".
 */
export const jobQuerySchema: Schema<JobLookup> = {
  parse(query) {
    const trackingIds = requestedTrackingNumbers(query)
    if (trackingIds.length > MAX_TRACKING_NUMBERS) {
      const error = trackingListMessages.tooMany
      return { ok: false, error, fields: { tracking_id: error } }
    }
    return { ok: true, value: { tracking_ids: trackingIds } }
  },
}

/** A status update of a job. */
type StatusUpdate = {
  id: number
  status_content: string
  status_date: string
  status_time: string | null
  /** The stage this update marks, if any: an addition the original API shape did not have. */
  milestone: Milestone | null
  /**
   * The words Arabic readers get, when staff wrote an Arabic note beside the English one: the
   * location (as typed) then the Arabic note. Absent otherwise, and Arabic pages show
   * `status_content`.
   */
  status_content_ar?: string
}

/**
 * The words customers read for an update: its location, when staff gave one, before its note
 * ("Hamad Port: Vessel departed"). The tracking answer and the milestone e-mail both show this.
 */
export const shownContent = (content: string, location: string | null | undefined) =>
  location ? `${location}: ${content}` : content

/** A job as this server sends it: snake_case, every field present, null when unknown. */
export type Job = {
  tracking_id: string
  cargo_type: string | null
  customer: { name: string | null }
  receiver_name: string | null
  contact_number: string | null
  email: string | null
  recipient_address: string | null
  recipient_country: string | null
  commodity: string | null
  number_of_packages: number | null
  weight: number | null
  volume: number | null
  origin: string | null
  destination: string | null
  cargo_ref_number: string | null
  collection_date: string | null
  date_of_departure: string | null
  date_of_arrival: string | null
  status_updates: StatusUpdate[]
  /** Whether personal fields are masked: an addition the original API shape did not have. */
  disclosure: Disclosure
  /**
   * The other legs of the move this job is one leg of (air, sea, storage …), when staff put it
   * in one: their facts only, never anything personal. Absent for a job that is no leg.
   */
  move_legs?: MoveLeg[]
}

/** Another leg of a job's move, as anyone holding one of its numbers may see it. */
export type MoveLeg = {
  tracking_id: string
  cargo_type: string | null
  origin: string | null
  destination: string | null
  date_of_arrival: string | null
  /** The furthest milestone it has reached, if any. */
  stage: Milestone | null
}

/** A move has at most as many legs as one lookup takes numbers, so "Track all legs" fits. */
export const MAX_MOVE_LEGS = MAX_TRACKING_NUMBERS

type Lenient<T> = T extends number
  ? number | string
  : T extends Array<infer Item>
    ? Array<Lenient<Item>>
    : T extends object
      ? { [Key in keyof T]?: Lenient<T[Key]> | null }
      : T

/**
 * A job as the browser reads it. The site can be pointed at another deployment of the API, which
 * may leave fields out or send numbers as text, so only the tracking id is taken for granted.
 */
export type ReceivedJob = { tracking_id: string } & Lenient<Omit<Job, 'tracking_id'>>
export type ReceivedStatusUpdate = Lenient<StatusUpdate>

/**
 * The stages of a move, in order. A status update may name the stage it marks; the tracking
 * result draws them as a line of done, current and upcoming milestones.
 */
export const MILESTONES = [
  'booked',
  'collected',
  'departed',
  'in_transit',
  'arrived',
  'customs_cleared',
  'delivered',
] as const
export type Milestone = (typeof MILESTONES)[number]

export const isMilestone = (value: unknown): value is Milestone =>
  (MILESTONES as readonly unknown[]).includes(value)

/**
 * How much of a job an answer holds. 'masked' (every public lookup): the shipment facts in full,
 * personal fields cut down (names to initials, contact number to its last 2 digits, e-mail to its
 * first letter and domain, address to city and country). 'full': after the second factor.
 */
export type Disclosure = 'masked' | 'full'

/**
 * POST /api/jobs/jobs/reveal/: the second factor, the last 4 digits of the contact number on
 * file. A match answers 200 with `[Job]` in full ('full' disclosure); a wrong answer, an unknown
 * or malformed id all answer 403 with the same ErrorBody after the same time; too many wrong
 * answers per tracking number or per client answer 429 with an ErrorBody.
 */
export type RevealRequest = { tracking_id: string; contact_last4: string }

/**
 * POST /api/jobs/subscriptions/: ask for milestone e-mails (double opt-in). Needs the same second
 * factor as a reveal and answers like it on a mismatch; on success 202 `{ ok: true }` and a
 * confirmation e-mail goes to `email`. Nothing else is sent until its link is opened.
 * GET /api/jobs/subscriptions/confirm/?token=… confirms and redirects (303) to the tracking link
 * with `subscribed=1`; GET …/unsubscribe/?token=… shows a page with one button, and POST to the
 * same URL (RFC 8058 one-click, `List-Unsubscribe=One-Click`) unsubscribes.
 */
export type SubscriptionRequest = RevealRequest & {
  /** '' when only WhatsApp was asked for. */
  email: string
  /** Also the milestones of every other leg of the job's move. */
  wholeMove?: boolean
  /**
   * "Send me updates on WhatsApp" (issue 54): the milestones also go, as approved templates, to
   * the contact number on file, the one whose last 4 digits answered the second factor.
   */
  whatsapp?: boolean
}

/** Longest e-mail address accepted for a subscription (the limit of an SMTP path). */

const LAST_4_DIGITS = /^[0-9]{4}$/

/**
 * The second factor as this server reads it. A value of the wrong type or shape reads as '', which
 * matches nothing: a malformed request is then answered exactly like a wrong one.
 */
function secondFactor(body: unknown): RevealRequest {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const id = raw.tracking_id
  const digits = typeof raw.contact_last4 === 'string' ? raw.contact_last4.trim() : ''
  return {
    tracking_id: typeof id === 'string' && !CONTROL_CHARACTER.test(id) ? id : '',
    contact_last4: LAST_4_DIGITS.test(digits) ? digits : '',
  }
}

/** Never refuses: unknown, malformed and wrong all answer 403 alike (see RevealRequest). */
export const revealRequestSchema: Schema<RevealRequest> = {
  parse: (body) => ({ ok: true, value: secondFactor(body) }),
}

/**
 * Refuses only an e-mail address that is missing (unless WhatsApp was asked for instead) or not
 * one (400 with `fields.email`, the forms' own messages), which says nothing about the tracking
 * number; the second factor reads as for a reveal.
 */
export const subscriptionRequestSchema: Schema<SubscriptionRequest> = {
  parse(body) {
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
    const email = typeof raw.email === 'string' ? raw.email.trim() : ''
    const whatsapp = raw.whatsapp === true
    // With WhatsApp ticked the address may be left out; without, it is what is asked for.
    const problem =
      !email && !whatsapp
        ? validationMessages.email
        : email && (email.length > MAX_EMAIL || !EMAIL_PATTERN.test(email))
          ? validationMessages.emailInvalid
          : null
    if (problem) return { ok: false, error: problem, fields: { email: problem } }
    // Lower-cased, so one address subscribes once per job; stored and mailed exactly so.
    return {
      ok: true,
      value: {
        ...secondFactor(body),
        email: email.toLowerCase(),
        ...(raw.wholeMove === true && { wholeMove: true }),
        ...(whatsapp && { whatsapp: true }),
      },
    }
  },
}

/** What POST /api/jobs/subscriptions/ answers when the confirmation e-mail is on its way. */
export type SubscriptionAccepted = { ok: true }
