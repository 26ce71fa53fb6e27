/**
 * The one storage interface the routes, the outbox and the CLI use. SQLite (default) and
 * PostgreSQL (DATABASE_URL) implement it and run the same tests.
 */
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'
import type { EnquiryInput } from '../enquiry-input.ts'

/** What is stored of a checked enquiry: everything but the single-use captcha token. */
export type NewEnquiry = Omit<EnquiryInput, 'recaptchaToken'> & {
  clientIp: string
  recaptchaScore: number | null
  /** Why staff should look at this one before replying (low captcha score, captcha unreachable). */
  reviewReason: string | null
}

export type Enquiry = NewEnquiry & { id: number; createdAt: string }

type Idempotency = { key: string; fingerprint: string }

export type CreateEnquiryResult =
  | { kind: 'created'; id: number }
  /** The same key and body were seen before: the first enquiry's id, nothing new stored. */
  | { kind: 'replayed'; id: number }
  /** The key was used before for a different body. */
  | { kind: 'conflict' }

/** A message to deliver from the outbox; stored in the enquiry's own transaction. */
export type OutboxMessage = { id: number; enquiryId: number; attempts: number; payload: string }

/** SPEC 3.7, as the client reads it. */
type StatusUpdateView = {
  id: number
  status_content: string
  status_date: string
  status_time: string | null
}

/** SPEC 3.6, as the client reads it: snake_case, `customer: { name }`, dates YYYY-MM-DD. */
export type JobView = {
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
  status_updates: StatusUpdateView[]
}

/** The fields staff may set on a job; tracking_id identifies it. */
export type JobInput = { tracking_id: string; customer_name?: string | null } & Partial<
  Omit<JobView, 'tracking_id' | 'customer' | 'status_updates'>
>

export type StatusUpdateInput = {
  tracking_id: string
  status_content: string
  status_date: string
  status_time?: string | null
}

export interface Repository {
  readonly kind: 'sqlite' | 'postgres'
  migrate(): Promise<void>
  /** Throws when the database cannot answer. */
  ping(): Promise<void>
  close(): Promise<void>

  /** Stores the enquiry and its notification in one transaction, durable before it resolves. */
  createEnquiry(enquiry: NewEnquiry, idempotency: Idempotency | null): Promise<CreateEnquiryResult>
  /** The enquiry an Idempotency-Key already created, if any. */
  findByIdempotencyKey(key: string): Promise<{ id: number; fingerprint: string } | null>
  listEnquiries(): Promise<Enquiry[]>

  findJobs(trackingId: string): Promise<JobView[]>
  /** Creates the job or updates the given fields of an existing one. */
  upsertJob(job: JobInput): Promise<void>
  /** False when no job has that tracking id. */
  addStatusUpdate(update: StatusUpdateInput): Promise<boolean>
  countJobs(): Promise<number>

  /**
   * Leases up to `limit` due messages until `leaseUntil` (ms since epoch), counting the attempt,
   * so a crash mid-delivery only delays a message and two workers never take the same one.
   */
  claimOutbox(now: number, leaseUntil: number, limit: number): Promise<OutboxMessage[]>
  markOutboxSent(id: number): Promise<void>
  /** `retryAt` null gives up on the message (kept, with its error, for staff to see). */
  markOutboxFailed(id: number, error: string, retryAt: number | null): Promise<void>
  /** Notifications neither sent nor given up on. */
  countPendingNotifications(): Promise<number>
}

/** Tracking ids are matched case-insensitively and stored upper-case. */
export const normalizeTrackingId = (value: string) => value.trim().toUpperCase()

/** Column order shared by both implementations' job mappers. */
export const jobColumns = [
  'tracking_id',
  'cargo_type',
  'customer_name',
  'receiver_name',
  'contact_number',
  'email',
  'recipient_address',
  'recipient_country',
  'commodity',
  'number_of_packages',
  'weight',
  'volume',
  'origin',
  'destination',
  'cargo_ref_number',
  'collection_date',
  'date_of_departure',
  'date_of_arrival',
] as const

export type JobRow = Record<(typeof jobColumns)[number], unknown> & { id: number | string }
export type StatusRow = {
  id: number | string
  job_id: number | string
  status_content: string
  status_date: string
  status_time: string | null
}

const str = (value: unknown) => (value === null || value === undefined ? null : String(value))
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

export function toJobView(row: JobRow, updates: StatusRow[]): JobView {
  return {
    tracking_id: String(row.tracking_id),
    cargo_type: str(row.cargo_type),
    customer: { name: str(row.customer_name) },
    receiver_name: str(row.receiver_name),
    contact_number: str(row.contact_number),
    email: str(row.email),
    recipient_address: str(row.recipient_address),
    recipient_country: str(row.recipient_country),
    commodity: str(row.commodity),
    number_of_packages: num(row.number_of_packages),
    weight: num(row.weight),
    volume: num(row.volume),
    origin: str(row.origin),
    destination: str(row.destination),
    cargo_ref_number: str(row.cargo_ref_number),
    collection_date: str(row.collection_date),
    date_of_departure: str(row.date_of_departure),
    date_of_arrival: str(row.date_of_arrival),
    status_updates: updates.map((update) => ({
      id: Number(update.id),
      status_content: update.status_content,
      status_date: update.status_date,
      status_time: update.status_time,
    })),
  }
}

/**
 * What the outbox delivers for a new enquiry: a snapshot, so later edits don't change the mail.
 * The enquiry's id comes from the outbox row (it is not known before the insert).
 */
export const enquiryNotification = (enquiry: NewEnquiry) =>
  JSON.stringify({ kind: 'enquiry', enquiry })

/** The writable job columns present in `job`, in a fixed order (never user-chosen names). */
export function presentJobColumns(job: JobInput): Array<[(typeof jobColumns)[number], unknown]> {
  const values: Record<string, unknown> = {
    ...job,
    tracking_id: normalizeTrackingId(job.tracking_id),
  }
  return jobColumns
    .filter((column) => values[column] !== undefined)
    .map((column) => [column, values[column]])
}

export type EnquiryRow = {
  id: number
  full_name: string
  phone_number: string
  email: string
  service_type: string
  message: string
  referer_url: string
  submitted_url: string
  tracking_number: string | null
  client_ip: string
  recaptcha_score: number | null
  review_reason: string | null
  /** JSON text in SQLite, already parsed from JSONB in PostgreSQL. */
  details: string | QuoteDetails | null
  created_at: string | Date
}

export function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    id: Number(row.id),
    fullName: row.full_name,
    phoneNumber: row.phone_number,
    email: row.email,
    serviceType: row.service_type,
    message: row.message,
    refererUrl: row.referer_url,
    submittedUrl: row.submitted_url,
    trackingNumber: row.tracking_number,
    clientIp: row.client_ip,
    recaptchaScore: row.recaptcha_score === null ? null : Number(row.recaptcha_score),
    reviewReason: row.review_reason,
    details:
      typeof row.details === 'string' ? (JSON.parse(row.details) as QuoteDetails) : row.details,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
