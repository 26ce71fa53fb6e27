/**
 * GET /api/jobs/jobs/?tracking_id=…: what is asked and what comes back. The answer is always a
 * list, empty when nothing matches.
 */
import type { Schema } from './messages.ts'

/** The format the FAQ states: 4 letters then 6 digits. Advisory only: it never blocks a lookup. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z]{4}[0-9]{6}$/

/** Longer than any real tracking number: a longer id is looked up as one that matches nothing. */
export const MAX_TRACKING_ID = 64

export type JobQuery = { tracking_id: string }

// No tracking id holds a control character, and PostgreSQL text cannot hold NUL at all.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/

/**
 * Never refuses: a missing, repeated, non-text or control-character id reads as '', so malformed,
 * unknown and missing ids all get the same empty list and answers reveal nothing beyond "found or
 * not".
 */
export const jobQuerySchema: Schema<JobQuery> = {
  parse(query) {
    const raw = (query as Record<string, unknown> | null)?.tracking_id
    const usable = typeof raw === 'string' && !CONTROL_CHARACTER.test(raw)
    return { ok: true, value: { tracking_id: usable ? raw : '' } }
  },
}

/** A status update of a job. */
type StatusUpdate = {
  id: number
  status_content: string
  status_date: string
  status_time: string | null
}

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
}

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
