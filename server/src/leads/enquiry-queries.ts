/**
 * The enquiries' storage: each enquiry with its notification (its own e-mail, or its place in the
 * day's digest) in one transaction, the idempotency keys that make a retry safe, and the lists
 * staff read.
 */
import { randomBytes } from 'node:crypto'

import { sql as raw, type NotNull, type Selectable } from 'kysely'

import type { Attribution } from '@contract/attribution.ts'
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'
import { whatsappNumber } from '@contract/whatsapp.ts'
import { auditRow } from '../audit/index.ts'
import {
  firstStatementId,
  prepare,
  type Executor,
  type Tables,
  type WriteRequest,
} from '../db/sql.ts'
import { giveConsent, whatsappAuto } from '../whatsapp/index.ts'

import type { EnquiryInput } from './input.ts'

/** What is stored of a checked enquiry: everything but the single-use captcha token. */
export type NewEnquiry = Omit<EnquiryInput, 'recaptchaToken' | 'whatsappUpdates'> & {
  /** Ticked "Send me updates on WhatsApp": kept as the number's consent, not on the enquiry. */
  whatsappUpdates?: boolean
  clientIp: string
  recaptchaScore: number | null
  /** Why staff should look at this one before replying (low captcha score, captcha unreachable). */
  reviewReason: string | null
}

export type Enquiry = NewEnquiry & { id: number; createdAt: string }

type Idempotency = { key: string; fingerprint: string }

/** How an enquiry came in when not through the site's forms: a customer's first WhatsApp message. */
export type EnquiryChannel = 'whatsapp'

/** Sales hear of the enquiry in the digest of this key, sent at `dueAt` (ms since the epoch). */
type Digest = { key: string; dueAt: number }

/** Who hears of a new enquiry besides sales' own e-mail. */
export type Announce = {
  /** Sales hear of it in this digest instead of an e-mail of its own. */
  digest?: Digest | null
  /** The CRM gets it too, through the lead webhook (LEADS_WEBHOOK_URL). */
  leadWebhook?: boolean
}

type CreateEnquiryResult =
  | { kind: 'created'; id: number }
  /** The same key and body were seen before: the first enquiry's id, nothing new stored. */
  | { kind: 'replayed'; id: number }
  /** The key was used before for a different body. */
  | { kind: 'conflict' }

/**
 * What the outbox delivers for a new enquiry: a snapshot, so later edits don't change the mail.
 * The enquiry's id comes from the outbox row (it is not known before the insert).
 */
const enquiryNotification = (
  { whatsappUpdates: _consent, ...enquiry }: NewEnquiry,
  channel?: EnquiryChannel,
) =>
  // The consent is the number's (whatsapp_contacts), not a part of the enquiry's e-mail.
  JSON.stringify({ kind: 'enquiry', enquiry, ...(channel && { channel }) })
const digestNotification = JSON.stringify({ kind: 'enquiry-digest' })
const acknowledgementNotification = JSON.stringify({ kind: 'enquiry-acknowledgement' })
/**
 * A new lead's webhook (notifications/lead-webhook.ts finds these rows by how they begin, so
 * `kind` stays first). The id is drawn once and stored with the row: every retry carries the same
 * `webhook-id`, and the CRM can drop the copies of a message it already has.
 */
const leadWebhookNotification = () =>
  JSON.stringify({ kind: 'lead-webhook', webhookId: `msg_${randomBytes(16).toString('hex')}` })

/** The columns every new enquiry fills from what it holds, whichever way it came in. */
const enquiryColumns = (e: NewEnquiry) => ({
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
})

/**
 * A lead made from a customer's first WhatsApp message, to open a transaction: its insert
 * (returning its id; unanswered, so its response clock runs), then sales' e-mail, as a form's
 * enquiry has, and the CRM's message when LEADS_WEBHOOK_URL is set. No acknowledgement: the
 * customer wrote on WhatsApp, where the automatic reply answers them.
 */
export const whatsappLeadWrites =
  (db: Executor['db']) =>
  (
    lead: { fullName: string; phone: string; message: string; locale: NewEnquiry['locale'] },
    { leadWebhook }: { leadWebhook: boolean },
    at: number,
  ): WriteRequest => {
    const enquiry: NewEnquiry = {
      fullName: lead.fullName,
      phoneNumber: lead.phone,
      email: '',
      serviceType: '',
      message: lead.message,
      refererUrl: '',
      submittedUrl: '',
      trackingNumber: null,
      locale: lead.locale,
      details: null,
      attribution: null,
      clientIp: 'whatsapp-webhook',
      recaptchaScore: null,
      reviewReason: null,
    }
    const outbox = (payload: string) =>
      db
        .insertInto('outbox')
        .values({ enquiry_id: firstStatementId(), payload, next_attempt_at: at })
    return [
      db
        .insertInto('enquiries')
        .values({ ...enquiryColumns(enquiry), source: 'whatsapp' })
        .returning('id'),
      outbox(enquiryNotification(enquiry, 'whatsapp')),
      ...(leadWebhook ? [outbox(leadWebhookNotification())] : []),
    ]
  }

/**
 * The source a lead counts under in the inbox's filter and the report: the campaign's own
 * utm_source, else the site that sent the visit, else 'direct' (typed in, a bookmark, an app).
 * Lower case, so "Google" and "google" are one source.
 */
const sourceOf = (attribution: Attribution | null) =>
  (attribution?.utmSource ?? attribution?.referrer ?? 'direct').toLowerCase()

/** The planner's enquiries carry its details; every other form sends none. */
const consentSource = (enquiry: NewEnquiry) => (enquiry.details ? 'planner' : 'enquiry')

const parseJson = <T>(value: string | T | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value

/** An enquiry as its row holds it, for every list that reads them. */
export function toEnquiry(row: Selectable<Tables['enquiries']>): Enquiry {
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
    details: parseJson<QuoteDetails>(row.details),
    attribution: parseJson<Attribution>(row.attribution),
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export type EnquiryStore = ReturnType<typeof enquiryQueries>

export function enquiryQueries(sql: Executor) {
  const { db } = sql
  const query = {
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
        attribution: string | null,
        source: string,
      ) =>
        db
          .insertInto('enquiries')
          .values({
            ...enquiryColumns(e),
            idempotency_key: key,
            request_fingerprint: fingerprint,
            details,
            digest_key: digestKey,
            attribution,
            source,
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
    /** The consent's line on the new lead's trail: where it was given, never the number. */
    consentAudit: (enquiry: NewEnquiry, at: number) =>
      db.insertInto('audit_log').values({
        ...auditRow(
          {
            actorId: null,
            actorName: null,
            ip: enquiry.clientIp,
            action: 'whatsapp.consent',
            recordType: 'lead',
            after: { source: consentSource(enquiry) },
          },
          at,
        ),
        record_id: raw<string>`cast(cast(${firstStatementId()} as bigint) as text)`,
      }),
    enquiries: prepare(() => db.selectFrom('enquiries').selectAll().orderBy('id')),
    enquiry: prepare((id: number) => db.selectFrom('enquiries').selectAll().where('id', '=', id)),
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
  }

  /** "Send me updates on WhatsApp", kept for the enquiry's number when it names one. */
  const consentStatements = (enquiry: NewEnquiry, at: number) => {
    const phone = enquiry.whatsappUpdates ? whatsappNumber(enquiry.phoneNumber) : null
    if (!phone) return []
    const source = consentSource(enquiry)
    return [
      giveConsent(db, { phone, locale: enquiry.locale, source, at }),
      query.consentAudit(enquiry, at),
    ]
  }

  /** The acknowledgement on WhatsApp, made when it goes; sent only if the number agreed then. */
  const whatsappAcknowledgement = (phone: string, at: number) => {
    const row = whatsappAuto(db, {
      phone,
      leadId: firstStatementId(),
      message: { purpose: 'enquiry-received' },
      at,
    })
    return row ? [row] : []
  }

  /** The enquiry an Idempotency-Key already created, if any. */
  const findByIdempotencyKey = async (key: string) =>
    (await sql.read(query.enquiryByKey(key)))[0] ?? null

  return {
    /**
     * Stores the enquiry and its notifications (its own e-mail, or its place in a digest; and the
     * CRM's message) in one transaction, durable before it resolves.
     */
    async createEnquiry(
      enquiry: NewEnquiry,
      idempotency: Idempotency | null,
      { digest = null, leadWebhook = false }: Announce = {},
    ): Promise<CreateEnquiryResult> {
      const now = Date.now()
      const inserted = await sql.write(
        query.insertEnquiry(
          enquiry,
          idempotency?.key ?? null,
          idempotency?.fingerprint ?? null,
          enquiry.details && JSON.stringify(enquiry.details),
          digest?.key ?? null,
          enquiry.attribution && JSON.stringify(enquiry.attribution),
          sourceOf(enquiry.attribution),
        ),
        // Written only with a new enquiry, in its transaction.
        digest
          ? query.digestMessage(digest.key, digest.dueAt)
          : query.outboxMessage(enquiryNotification(enquiry), now),
        ...(leadWebhook ? [query.outboxMessage(leadWebhookNotification(), now)] : []),
        // The customer's acknowledgement; not for a plain form that nothing vouches for, which a
        // script could post to send our e-mail to anyone's address.
        ...(digest ? [] : [query.outboxMessage(acknowledgementNotification, now)]),
        ...consentStatements(enquiry, now),
        // And on WhatsApp, when the number agreed to it (consent written before this, if now).
        ...(digest ? [] : whatsappAcknowledgement(enquiry.phoneNumber, now)),
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
    async findEnquiry(id: number): Promise<Enquiry | null> {
      const [row] = await sql.read(query.enquiry(id))
      return row ? toEnquiry(row) : null
    },
    async listDigest(key: string): Promise<Enquiry[]> {
      return (await sql.read(query.enquiriesInDigest(key))).map(toEnquiry)
    },
    /** How many enquiries flagged so were stored since `since`, and when the first of them was. */
    async countEnquiriesSince(reviewReason: string, since: Date) {
      const [row] = await sql.read(query.enquiriesSince(reviewReason, since.toISOString()))
      return { count: Number(row?.n ?? 0), first: row?.first ? new Date(row.first) : null }
    },
  }
}
