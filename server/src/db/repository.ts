/**
 * The storage the routes, the outbox and the CLI use: one implementation, whose queries run on
 * SQLite (default) and PostgreSQL (DATABASE_URL) alike, and are tested on both.
 */
import { sql as raw, type NotNull, type Selectable } from 'kysely'

import type { Milestone } from '../../../shared/contract/jobs.ts'
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'
import type { EnquiryInput } from '../enquiry-input.ts'

import { migrate } from './migrations.ts'
import { secondFactorStore } from './second-factor.ts'
import { firstStatementId, prepare, type Executor, type Tables } from './sql.ts'
import { milestoneMail, subscriptionStore } from './subscriptions.ts'

/** What is stored of a checked enquiry: everything but the single-use captcha token. */
export type NewEnquiry = Omit<EnquiryInput, 'recaptchaToken'> & {
  clientIp: string
  recaptchaScore: number | null
  /** Why staff should look at this one before replying (low captcha score, captcha unreachable). */
  reviewReason: string | null
}

export type Enquiry = NewEnquiry & { id: number; createdAt: string }

type Idempotency = { key: string; fingerprint: string }

/** Sales hear of the enquiry in the digest of this key, sent at `dueAt` (ms since the epoch). */
export type Digest = { key: string; dueAt: number }

type CreateEnquiryResult =
  | { kind: 'created'; id: number }
  /** The same key and body were seen before: the first enquiry's id, nothing new stored. */
  | { kind: 'replayed'; id: number }
  /** The key was used before for a different body. */
  | { kind: 'conflict' }

/**
 * A message to deliver from the outbox, stored in the transaction of what it announces: an
 * enquiry (`enquiryId`), or a subscription's confirmation or milestone (`subscriptionId`, and
 * `statusUpdateId` for a milestone).
 */
export type OutboxMessage = {
  id: number
  enquiryId: number | null
  subscriptionId: number | null
  statusUpdateId: number | null
  /** A digest's key: the e-mail lists the enquiries stored under it. */
  digestKey: string | null
  attempts: number
  payload: string
}

/** The job columns staff set, in the order the CLI lists them. */
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
] as const satisfies ReadonlyArray<keyof Tables['jobs']>

type JobFields = Pick<Selectable<Tables['jobs']>, (typeof jobColumns)[number]>

type StatusUpdate = Pick<
  Selectable<Tables['status_updates']>,
  'id' | 'status_content' | 'status_date' | 'status_time' | 'milestone'
>

/** A job with its status updates, oldest first. */
export type Job = JobFields & { id: number; status_updates: StatusUpdate[] }

/** The fields staff may set on a job; tracking_id identifies it. */
export type JobInput = { tracking_id: string } & Partial<Omit<JobFields, 'tracking_id'>>

export type StatusUpdateInput = Pick<JobFields, 'tracking_id'> &
  Pick<StatusUpdate, 'status_content' | 'status_date'> & {
    status_time?: string | null
    milestone?: Milestone | null
  }

/** The fields of a status update staff may change; those left out stay as they are. */
export type StatusUpdateChange = Partial<
  Pick<StatusUpdate, 'status_content' | 'status_date' | 'status_time'> & {
    milestone: Milestone | null
  }
>

/** Tracking ids are matched case-insensitively and stored upper-case. */
const normalizeTrackingId = (value: string) => value.trim().toUpperCase()

/**
 * What the outbox delivers for a new enquiry: a snapshot, so later edits don't change the mail.
 * The enquiry's id comes from the outbox row (it is not known before the insert).
 */
const enquiryNotification = (enquiry: NewEnquiry) => JSON.stringify({ kind: 'enquiry', enquiry })
const digestNotification = JSON.stringify({ kind: 'enquiry-digest' })

function toEnquiry(row: Selectable<Tables['enquiries']>): Enquiry {
  return {
    id: row.id,
    fullName: row.full_name,
    phoneNumber: row.phone_number,
    email: row.email,
    serviceType: row.service_type,
    message: row.message,
    refererUrl: row.referer_url,
    submittedUrl: row.submitted_url,
    trackingNumber: row.tracking_number,
    locale: row.locale,
    clientIp: row.client_ip,
    recaptchaScore: row.recaptcha_score,
    reviewReason: row.review_reason,
    details:
      typeof row.details === 'string' ? (JSON.parse(row.details) as QuoteDetails) : row.details,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

const nowIso = () => new Date().toISOString()

export type Repository = ReturnType<typeof createRepository>

export function createRepository(sql: Executor) {
  const { db } = sql
  const count = (table: 'jobs' | 'outbox') =>
    db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'))
  const query = {
    ping: prepare(() => db.selectNoFrom((eb) => eb.lit(1).as('one'))),
    enquiryByKey: prepare((key: string) =>
      db
        .selectFrom('enquiries')
        .select(['id', 'request_fingerprint as fingerprint'])
        .where('idempotency_key', '=', key)
        // Stored together with its key.
        .$narrowType<{ fingerprint: NotNull }>(),
    ),
    insertEnquiry: prepare(
      (
        e: NewEnquiry,
        key: string | null,
        fingerprint: string | null,
        details: string | null,
        digestKey: string | null,
      ) =>
        db
          .insertInto('enquiries')
          .values({
            full_name: e.fullName,
            phone_number: e.phoneNumber,
            email: e.email,
            service_type: e.serviceType,
            message: e.message,
            referer_url: e.refererUrl,
            submitted_url: e.submittedUrl,
            tracking_number: e.trackingNumber,
            locale: e.locale,
            client_ip: e.clientIp,
            recaptcha_score: e.recaptchaScore,
            review_reason: e.reviewReason,
            idempotency_key: key,
            request_fingerprint: fingerprint,
            details,
            digest_key: digestKey,
          })
          .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
          .returning('id'),
    ),
    outboxMessage: prepare((payload: string, at: number) =>
      db
        .insertInto('outbox')
        .values({ enquiry_id: firstStatementId(), payload, next_attempt_at: at }),
    ),
    // The digest's one row: the first enquiry under its key adds it, the rest find it there.
    digestMessage: prepare((key: string, at: number) =>
      db
        .insertInto('outbox')
        .values({ payload: digestNotification, next_attempt_at: at, digest_key: key })
        .onConflict((conflict) => conflict.column('digest_key').doNothing()),
    ),
    enquiries: prepare(() => db.selectFrom('enquiries').selectAll().orderBy('id')),
    enquiriesInDigest: prepare((key: string) =>
      db.selectFrom('enquiries').selectAll().where('digest_key', '=', key).orderBy('id'),
    ),
    enquiriesSince: prepare((reviewReason: string, since: string) =>
      db
        .selectFrom('enquiries')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('first')])
        .where('review_reason', '=', reviewReason)
        .where('created_at', '>=', since),
    ),
    job: prepare((trackingId: string) =>
      db
        .selectFrom('jobs')
        .select(['id', ...jobColumns])
        .where('tracking_id', '=', trackingId),
    ),
    statusUpdates: prepare((jobId: number) =>
      db
        .selectFrom('status_updates')
        .select(['id', 'status_content', 'status_date', 'status_time', 'milestone'])
        .where('job_id', '=', jobId)
        .orderBy('status_date')
        .orderBy('status_time')
        .orderBy('id'),
    ),
    addStatusUpdate: prepare(
      (
        trackingId: string,
        content: string,
        date: string,
        time: string | null,
        milestone: Milestone | null,
      ) =>
        db
          .insertInto('status_updates')
          .columns(['job_id', 'status_content', 'status_date', 'status_time', 'milestone'])
          .expression(
            db
              .selectFrom('jobs')
              .select((eb) => [
                'id',
                eb.val(content).as('status_content'),
                eb.val(date).as('status_date'),
                eb.val(time).as('status_time'),
                eb.val(milestone).as('milestone'),
              ])
              .where('tracking_id', '=', trackingId),
          )
          .returning('id'),
    ),
    milestoneMailForNewUpdate: prepare((at: number) => milestoneMail(db, firstStatementId(), at)),
    milestoneMailForUpdate: prepare((id: number, at: number) => milestoneMail(db, raw.val(id), at)),
    statusUpdate: prepare((id: number) =>
      db
        .selectFrom('status_updates as u')
        .innerJoin('jobs as j', 'j.id', 'u.job_id')
        .select([
          'u.id',
          'j.tracking_id',
          'u.status_content',
          'u.status_date',
          'u.status_time',
          'u.milestone',
        ])
        .where('u.id', '=', id),
    ),
    removeStatusUpdate: prepare((id: number) =>
      db.deleteFrom('status_updates').where('id', '=', id),
    ),
    createJob: prepare((trackingId: string) =>
      db
        .insertInto('jobs')
        .values({ tracking_id: trackingId })
        .onConflict((conflict) => conflict.column('tracking_id').doNothing())
        .returning('id'),
    ),
    countJobs: prepare(() => count('jobs')),
    claimOutbox: prepare((now: number, leaseUntil: number, limit: number) =>
      db
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where('sent_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('next_attempt_at', '<=', now)
            .orderBy('id')
            .limit(limit)
            // SQLite has one writer; PostgreSQL instances skip the rows another one is claiming.
            .$if(sql.kind === 'postgres', (select) => select.forUpdate().skipLocked()),
        )
        .returning([
          'id',
          'enquiry_id as enquiryId',
          'subscription_id as subscriptionId',
          'status_update_id as statusUpdateId',
          'digest_key as digestKey',
          'attempts',
          'payload',
        ]),
    ),
    outboxSent: prepare((id: number, at: string) =>
      db.updateTable('outbox').set({ sent_at: at, last_error: null }).where('id', '=', id),
    ),
    outboxGivenUp: prepare((id: number, at: string, error: string) =>
      db.updateTable('outbox').set({ failed_at: at, last_error: error }).where('id', '=', id),
    ),
    outboxRetry: prepare((id: number, retryAt: number, error: string) =>
      db
        .updateTable('outbox')
        .set({ next_attempt_at: retryAt, last_error: error })
        .where('id', '=', id),
    ),
    pendingNotifications: prepare(() =>
      count('outbox').where('sent_at', 'is', null).where('failed_at', 'is', null),
    ),
  }

  /** The enquiry an Idempotency-Key already created, if any. */
  const findByIdempotencyKey = async (key: string) =>
    (await sql.read(query.enquiryByKey(key)))[0] ?? null

  return {
    kind: sql.kind,
    migrate: () => migrate(sql),
    ...secondFactorStore(sql),
    ...subscriptionStore(sql),
    /** Throws when the database cannot answer. */
    async ping() {
      await sql.read(query.ping())
    },
    close: () => sql.close(),

    /**
     * Stores the enquiry and its notification (its own e-mail, or its place in a digest) in one
     * transaction, durable before it resolves.
     */
    async createEnquiry(
      enquiry: NewEnquiry,
      idempotency: Idempotency | null,
      digest: Digest | null = null,
    ): Promise<CreateEnquiryResult> {
      const inserted = await sql.write(
        query.insertEnquiry(
          enquiry,
          idempotency?.key ?? null,
          idempotency?.fingerprint ?? null,
          enquiry.details && JSON.stringify(enquiry.details),
          digest?.key ?? null,
        ),
        // Written only with a new enquiry, in its transaction.
        digest
          ? query.digestMessage(digest.key, digest.dueAt)
          : query.outboxMessage(enquiryNotification(enquiry), Date.now()),
      )
      const [row] = inserted.rows
      if (row) return { kind: 'created', id: row.id }
      // The key's first enquiry held up this insert until it committed, so it is readable now.
      const first = idempotency && (await findByIdempotencyKey(idempotency.key))
      return first && first.fingerprint === idempotency?.fingerprint
        ? { kind: 'replayed', id: first.id }
        : { kind: 'conflict' }
    },
    findByIdempotencyKey,
    async listEnquiries(): Promise<Enquiry[]> {
      return (await sql.read(query.enquiries())).map(toEnquiry)
    },
    async listDigest(key: string): Promise<Enquiry[]> {
      return (await sql.read(query.enquiriesInDigest(key))).map(toEnquiry)
    },
    /** How many enquiries flagged so were stored since `since`, and when the first of them was. */
    async countEnquiriesSince(reviewReason: string, since: Date) {
      const [row] = await sql.read(query.enquiriesSince(reviewReason, since.toISOString()))
      return { count: Number(row?.n ?? 0), first: row?.first ? new Date(row.first) : null }
    },

    async findJobs(trackingId: string): Promise<Job[]> {
      const [job] = await sql.read(query.job(normalizeTrackingId(trackingId)))
      if (!job) return []
      // Onto the row itself: copying it slowed the tracking lookup measurably.
      return [Object.assign(job, { status_updates: await sql.read(query.statusUpdates(job.id)) })]
    },
    /** Creates the job or updates the given fields of an existing one. */
    async upsertJob({ tracking_id, ...fields }: JobInput) {
      await sql.write(
        db
          .insertInto('jobs')
          .values({ ...fields, tracking_id: normalizeTrackingId(tracking_id) })
          .onConflict((conflict) =>
            conflict.column('tracking_id').doUpdateSet({ ...fields, updated_at: nowIso() }),
          ),
      )
    },
    /**
     * Creates a job under a tracking id no job has yet; false when one has it. Its other fields
     * are set with `upsertJob` after.
     */
    async createJob(trackingId: string) {
      const { rows } = await sql.write(query.createJob(normalizeTrackingId(trackingId)))
      return rows.length > 0
    },
    /**
     * The new update's id, or null when no job has that tracking id. An update with a milestone
     * queues its e-mail to every confirmed subscriber in the same transaction.
     */
    async addStatusUpdate(update: StatusUpdateInput): Promise<number | null> {
      const milestone = update.milestone ?? null
      const { rows } = await sql.write(
        query.addStatusUpdate(
          normalizeTrackingId(update.tracking_id),
          update.status_content,
          update.status_date,
          update.status_time ?? null,
          milestone,
        ),
        ...(milestone ? [query.milestoneMailForNewUpdate(Date.now())] : []),
      )
      return rows[0]?.id ?? null
    },
    /** A status update with its job's tracking id, for staff to check or change. */
    async findStatusUpdate(id: number) {
      return (await sql.read(query.statusUpdate(id)))[0] ?? null
    },
    /**
     * Changes the given fields of an update; false when there is no such update. Setting a
     * milestone it did not have before queues its e-mail to the job's confirmed subscribers.
     */
    async editStatusUpdate(id: number, change: StatusUpdateChange) {
      const before = (await sql.read(query.statusUpdate(id)))[0]
      if (!before) return false
      const announce = change.milestone && change.milestone !== before.milestone
      const { changes } = await sql.write(
        db.updateTable('status_updates').set(change).where('id', '=', id),
        ...(announce ? [query.milestoneMailForUpdate(id, Date.now())] : []),
      )
      return changes > 0
    },
    /** False when there is no such update. Its unsent milestone e-mails go with it. */
    async removeStatusUpdate(id: number) {
      return (await sql.write(query.removeStatusUpdate(id))).changes > 0
    },
    async countJobs() {
      const [row] = await sql.read(query.countJobs())
      return row?.n ?? 0
    },

    /**
     * Leases up to `limit` due messages until `leaseUntil` (ms since epoch), counting the attempt,
     * so a crash mid-delivery only delays a message and two workers never take the same one.
     */
    async claimOutbox(now: number, leaseUntil: number, limit: number): Promise<OutboxMessage[]> {
      return (await sql.write(query.claimOutbox(now, leaseUntil, limit))).rows
    },
    async markOutboxSent(id: number) {
      await sql.write(query.outboxSent(id, nowIso()))
    },
    /** `retryAt` null gives up on the message (kept, with its error, for staff to see). */
    async markOutboxFailed(id: number, error: string, retryAt: number | null) {
      await sql.write(
        retryAt === null
          ? query.outboxGivenUp(id, nowIso(), error)
          : query.outboxRetry(id, retryAt, error),
      )
    },
    /** Notifications neither sent nor given up on. */
    async countPendingNotifications() {
      const [row] = await sql.read(query.pendingNotifications())
      return row?.n ?? 0
    },
  }
}
