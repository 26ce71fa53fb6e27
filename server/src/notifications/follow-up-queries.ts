/**
 * What a follow-up's outbox row stands for when it goes (issue 55): the facts as stored now, or
 * nothing when it is no longer due (the customer stopped follow-ups since it was queued, the quote
 * moved on, moving day changed, the lead was contacted). A customer's links are drawn here, only
 * their hashes stored (ADR 040): the stop page's, and the quote's or the feedback page's.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { QuoteContent } from '@contract/quote-content.ts'
import type { Executor } from '../db/sql.ts'
import { newFollowUpLink, newReviewLink, stoppedFollowUp } from '../follow-ups/index.ts'
import { referenceOf } from '../leads/index.ts'
import { newQuoteLink } from '../quotes/index.ts'

/** A follow-up's outbox row (e-mail): which follow-up, nothing about the customer, no link. */
export type FollowUpMailPayload = { kind: 'follow-up'; followUpId: number }

type QuoteRule = 'quote_viewed' | 'quote_expiring'
type MoveRule = 'move_3_days' | 'move_1_day' | 'reschedule'

/** What a customer follow-up is about, as stored when it goes. */
export type FollowUpFacts = {
  to: { email: string | null; phone: string | null; name: string }
  locale: EnquiryLocale
  leadId: number | null
  jobId: number | null
} & (
  | { about: 'quote'; rule: QuoteRule; quoteId: number; reference: string; validUntil: string }
  | {
      about: 'move'
      rule: MoveRule
      trackingId: string
      /** Moving day, YYYY-MM-DD (Doha). */
      date: string
      /** The crew's arrival window as staff wrote it ("08:00-10:00"), or null. */
      window: string | null
      crew: string | null
    }
  | { about: 'review'; rule: 'review_request' }
)

/** The links drawn for one message: their tokens, for the customer. */
export type FollowUpTokens = { stop: string; quote?: string; review?: string }

/** A customer's follow-up e-mail. */
export type FollowUpNotification = {
  kind: 'follow-up'
  email: string
  tokens: FollowUpTokens
} & FollowUpFacts

/** Staff's alert that a lead waits for its first contact: to its owner, then to the admins. */
export type FollowUpStaffNotification = {
  kind: 'follow-up-staff'
  stage: 'owner' | 'admin'
  leadId: number
  reference: string
  name: string
  /** When the lead came in, ms since the epoch. */
  createdAt: number
  /** Whom the lead is assigned to; null while the team has it. */
  assignee: string | null
  /** Each member it goes to, in their console language; null: the sales inbox (NOTIFY_EMAIL). */
  to: Array<{ email: string; locale: EnquiryLocale }> | null
}

const ms = (value: string | Date | number) => new Date(value).getTime()
/** An id as a number: PostgreSQL reads BIGINT back as text. */
const idOf = (value: number | string | null) => (value === null ? null : Number(value))
const parsed = (content: unknown) =>
  (typeof content === 'string' ? JSON.parse(content) : content) as QuoteContent

export type FollowUpMailStore = ReturnType<typeof followUpMailQueries>

export function followUpMailQueries(sql: Executor) {
  const { db } = sql

  const lead = async (id: number | null) =>
    id === null
      ? undefined
      : (
          await sql.read(
            db
              .selectFrom('enquiries as l')
              .leftJoin('staff_accounts as a', 'a.id', 'l.assigned_to')
              .select([
                'l.id',
                'l.full_name',
                'l.created_at',
                'l.contacted_at',
                'a.name as assignee',
                'a.email as assignee_email',
                'a.locale as assignee_locale',
                'a.disabled_at as assignee_disabled_at',
              ])
              .where('l.id', '=', id),
          )
        )[0]

  async function quoteFacts(quoteId: number | null) {
    if (quoteId === null) return undefined
    const [row] = await sql.read(
      db
        .selectFrom('quotes as q')
        .innerJoin('quote_versions as v', (join) =>
          join.onRef('v.quote_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
        )
        .select(['q.lead_id', 'q.status', 'v.content'])
        .where('q.id', '=', quoteId),
    )
    // Accepted, declined, expired or being revised: nothing to remind of.
    return row && row.status === 'sent'
      ? { leadId: row.lead_id, content: parsed(row.content) }
      : undefined
  }

  async function job(id: number | null) {
    if (id === null) return undefined
    const [row] = await sql.read(
      db
        .selectFrom('jobs as j')
        .leftJoin('enquiries as l', 'l.id', 'j.lead_id')
        .select([
          'j.id',
          'j.tracking_id',
          'j.customer_name',
          'j.email',
          'j.contact_number',
          'j.collection_date',
          'j.collection_window',
          'j.crew_contact',
          'j.lead_id',
          'l.full_name',
          'l.email as lead_email',
          'l.phone_number as lead_phone',
        ])
        .where('j.id', '=', id),
    )
    return row
  }

  /** The follow-up as planned, whether it went, and whether a stop covers it now. */
  const followUp = async (id: number) =>
    (
      await sql.read(
        db
          .selectFrom('follow_ups as f')
          .select(['f.id', 'f.rule', 'f.key', 'f.status', 'f.locale', 'f.lead_id', 'f.job_id'])
          .select(['f.quote_id', stoppedFollowUp('f').as('stopped')])
          .where('f.id', '=', id),
      )
    )[0]

  /**
   * A customer follow-up's facts, or null when it is no longer due. Only a follow-up marked sent
   * goes (the engine marks it in the write that queues its message); one a stop covers does not.
   */
  async function followUpMessageFacts(id: number): Promise<FollowUpFacts | null> {
    const row = await followUp(id)
    if (!row || row.status !== 'sent' || Boolean(Number(row.stopped))) return null
    const base = { locale: row.locale, leadId: idOf(row.lead_id), jobId: idOf(row.job_id) }
    if (row.rule === 'quote_viewed' || row.rule === 'quote_expiring') {
      const quote = await quoteFacts(row.quote_id)
      if (!quote) return null
      const { customer } = quote.content.subject
      return {
        ...base,
        leadId: idOf(quote.leadId),
        to: { email: customer.email || null, phone: customer.phone || null, name: customer.name },
        about: 'quote',
        rule: row.rule,
        quoteId: Number(row.quote_id),
        reference: quote.content.reference,
        validUntil: quote.content.validUntil,
      }
    }
    const shipment = await job(row.job_id)
    if (!shipment) return null
    const to = {
      email: shipment.email || shipment.lead_email || null,
      phone: shipment.contact_number || shipment.lead_phone || null,
      name: shipment.customer_name || shipment.full_name || '',
    }
    const ids = { ...base, leadId: idOf(shipment.lead_id) ?? base.leadId, to }
    if (row.rule === 'review_request') return { ...ids, about: 'review', rule: row.rule }
    if (row.rule !== 'move_3_days' && row.rule !== 'move_1_day' && row.rule !== 'reschedule')
      return null
    const date = shipment.collection_date
    if (!date) return null
    // A notice names the date it announces; once moving day changed again a newer notice goes.
    const announced = /:(\d{4}-\d{2}-\d{2})$/.exec(row.key)?.[1]
    if (row.rule === 'reschedule' && announced !== undefined && announced !== date) return null
    return {
      ...ids,
      about: 'move',
      rule: row.rule,
      trackingId: shipment.tracking_id,
      date,
      window: shipment.collection_window?.trim() || null,
      crew: shipment.crew_contact?.trim() || null,
    }
  }

  /** Draws the message's links and stores their hashes, in one write. */
  async function drawLinks(facts: FollowUpFacts, at = Date.now()): Promise<FollowUpTokens> {
    const stop = newFollowUpLink()
    const stopRow = db.insertInto('follow_up_links').values({
      token_hash: stop.tokenHash,
      lead_id: facts.leadId,
      job_id: facts.jobId,
      email: facts.to.email,
      phone: facts.to.phone,
      locale: facts.locale,
      created_at: at,
    })
    if (facts.about === 'quote') {
      const quote = newQuoteLink()
      await sql.write(
        stopRow,
        db
          .insertInto('quote_links')
          .values({ token_hash: quote.tokenHash, quote_id: facts.quoteId, created_at: at }),
      )
      return { stop: stop.token, quote: quote.token }
    }
    if (facts.about === 'review' && facts.jobId !== null) {
      const review = newReviewLink()
      await sql.write(
        stopRow,
        db.insertInto('review_links').values({
          token_hash: review.tokenHash,
          job_id: facts.jobId,
          lead_id: facts.leadId,
          locale: facts.locale,
          created_at: at,
        }),
      )
      return { stop: stop.token, review: review.token }
    }
    await sql.write(stopRow)
    return { stop: stop.token }
  }

  /** Staff's alert, or null once the lead was contacted (or is gone). */
  async function staffAlertFor(key: string, leadId: number | null) {
    const row = await lead(leadId)
    if (!row || row.contacted_at !== null) return null
    const stage = key.startsWith('lead_uncontacted_admin:') ? 'admin' : 'owner'
    const owner =
      row.assignee_email && row.assignee_disabled_at === null
        ? [{ email: row.assignee_email, locale: row.assignee_locale ?? 'en' }]
        : []
    const admins = () =>
      sql.read(
        db
          .selectFrom('staff_accounts')
          .select(['email', 'locale'])
          .where('role', '=', 'admin')
          .where('disabled_at', 'is', null)
          .orderBy('id'),
      )
    const to = stage === 'owner' ? owner : await admins()
    const createdAt = ms(row.created_at)
    return {
      kind: 'follow-up-staff',
      stage,
      leadId: Number(row.id),
      reference: referenceOf({ id: Number(row.id), createdAt }),
      name: row.full_name,
      createdAt,
      assignee: row.assignee,
      to: to.length ? to : null,
    } satisfies FollowUpStaffNotification
  }

  return {
    followUpMessageFacts,
    drawFollowUpMessageLinks: drawLinks,
    /** The e-mail a follow-up's outbox row stands for, links drawn now; null when not due. */
    async followUpMailFor({
      followUpId,
    }: FollowUpMailPayload): Promise<FollowUpNotification | FollowUpStaffNotification | null> {
      const row = await followUp(followUpId)
      if (row?.rule === 'lead_uncontacted')
        return row.status === 'sent' ? staffAlertFor(row.key, row.lead_id) : null
      const facts = await followUpMessageFacts(followUpId)
      if (!facts?.to.email) return null
      return { kind: 'follow-up', email: facts.to.email, tokens: await drawLinks(facts), ...facts }
    },
  }
}
