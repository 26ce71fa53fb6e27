/**
 * Milestone e-mails: who asked for them (double opt-in), the links sent to them (kept as hashes)
 * and the outbox rows that announce a milestone to every confirmed subscriber.
 */
import type { Expression, Kysely, RawBuilder } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import { auditRow } from '../audit/index.ts'
import { hearsOfMilestone } from '../db/same-customer.ts'
import { prepare, type Executor, type Tables } from '../db/sql.ts'
import { giveConsent } from '../whatsapp/index.ts'

type Purpose = Tables['subscription_tokens']['purpose']

/** What the outbox row of a subscriber's e-mail holds besides its ids. */
const subscriberPayload = {
  confirm: JSON.stringify({ kind: 'subscription-confirm' }),
  milestone: JSON.stringify({ kind: 'milestone' }),
} as const

/** A pending address gets at most one confirmation e-mail in this time. */
const CONFIRMATION_INTERVAL_MS = 24 * 3_600_000

/**
 * The subscriptions a milestone of job `job` e-mails: its own confirmed subscribers and those of
 * its move's other legs of the same customer (db/same-customer.ts) who asked for the whole move,
 * one per address (the oldest), so nobody hears of one milestone twice.
 */
export function milestoneAudience(db: Kysely<Tables>, job: Expression<number>) {
  return db
    .selectFrom('subscriptions as q')
    .select((eb) => eb.fn.min('q.id').as('id'))
    .where('q.confirmed_at', 'is not', null)
    .where('q.unsubscribed_at', 'is', null)
    .where(hearsOfMilestone('q', job))
    .groupBy('q.email')
}

/**
 * The outbox rows announcing the milestone of status update `update`, one per subscriber of its
 * `milestoneAudience`, due at `at` (ms since the epoch).
 */
export function milestoneMail(db: Kysely<Tables>, update: RawBuilder<number>, at: number) {
  const job = db.selectFrom('status_updates').select('job_id').where('id', '=', update).$asScalar()
  return db
    .insertInto('outbox')
    .columns(['payload', 'next_attempt_at', 'subscription_id', 'status_update_id'])
    .expression(
      db
        .selectFrom('subscriptions')
        .select((eb) => [
          eb.val(subscriberPayload.milestone).as('payload'),
          eb.val(at).as('next_attempt_at'),
          'id',
          update.as('status_update_id'),
        ])
        .where('id', 'in', milestoneAudience(db, job)),
    )
}

export type SubscriptionStore = ReturnType<typeof subscriptionQueries>

/** What a subscriber's link opens: the job, by its number, and the subscription's language. */
export type SubscriptionLink = { trackingId: string; locale: EnquiryLocale }

export function subscriptionQueries(sql: Executor) {
  const { db } = sql
  const query = {
    // A new address, one that has since left, or one still pending whose last confirmation is a
    // day old (re)starts the opt-in; anything else changes nothing and so queues no e-mail.
    subscribe: prepare(
      (
        jobId: number,
        email: string,
        wholeMove: number,
        now: number,
        resendAfter: number,
        locale: EnquiryLocale,
      ) =>
        db
          .insertInto('subscriptions')
          .values({
            job_id: jobId,
            email,
            whole_move: wholeMove,
            confirmation_sent_at: now,
            locale,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['job_id', 'email'])
              .doUpdateSet({
                confirmed_at: null,
                unsubscribed_at: null,
                confirmation_sent_at: now,
                whole_move: wholeMove,
                locale,
              })
              .where((eb) =>
                eb.or([
                  eb('subscriptions.unsubscribed_at', 'is not', null),
                  eb.and([
                    eb('subscriptions.confirmed_at', 'is', null),
                    eb.or([
                      eb('subscriptions.confirmation_sent_at', 'is', null),
                      eb('subscriptions.confirmation_sent_at', '<=', resendAfter),
                    ]),
                  ]),
                ]),
              ),
          )
          .returning('id'),
    ),
    // A subscriber who proved the address already may widen it to the whole move without a new
    // opt-in: the same address, the same second factor.
    wholeMove: prepare((jobId: number, email: string) =>
      db
        .updateTable('subscriptions')
        .set({ whole_move: 1 })
        .where('job_id', '=', jobId)
        .where('email', '=', email)
        .where('whole_move', '=', 0)
        .where('unsubscribed_at', 'is', null),
    ),
    confirmationMail: prepare((jobId: number, email: string, at: number) =>
      db
        .insertInto('outbox')
        .columns(['payload', 'next_attempt_at', 'subscription_id'])
        .expression(
          db
            .selectFrom('subscriptions')
            .select((eb) => [
              eb.val(subscriberPayload.confirm).as('payload'),
              eb.val(at).as('next_attempt_at'),
              'id',
            ])
            .where('job_id', '=', jobId)
            .where('email', '=', email),
        ),
    ),
    subscriber: prepare((id: number) =>
      db
        .selectFrom('subscriptions as s')
        .innerJoin('jobs as j', 'j.id', 's.job_id')
        .select([
          's.email',
          'j.tracking_id',
          's.confirmed_at',
          's.unsubscribed_at',
          's.whole_move',
          's.locale',
        ])
        .where('s.id', '=', id),
    ),
    addToken: prepare(
      (hash: string, subscriptionId: number, purpose: Purpose, expiresAt: number | null) =>
        db.insertInto('subscription_tokens').values({
          token_hash: hash,
          subscription_id: subscriptionId,
          purpose,
          expires_at: expiresAt,
        }),
    ),
    token: prepare((hash: string, purpose: Purpose, now: number) =>
      db
        .selectFrom('subscription_tokens as t')
        .innerJoin('subscriptions as s', 's.id', 't.subscription_id')
        .innerJoin('jobs as j', 'j.id', 's.job_id')
        .select(['s.id', 'j.tracking_id', 's.unsubscribed_at', 's.locale'])
        .where('t.token_hash', '=', hash)
        .where('t.purpose', '=', purpose)
        .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)])),
    ),
    confirm: prepare((id: number, at: string) =>
      db
        .updateTable('subscriptions')
        .set({ confirmed_at: at, unsubscribed_at: null })
        .where('id', '=', id),
    ),
    dropConfirmTokens: prepare((id: number) =>
      db
        .deleteFrom('subscription_tokens')
        .where('subscription_id', '=', id)
        .where('purpose', '=', 'confirm'),
    ),
    unsubscribe: prepare((id: number, at: string) =>
      db
        .updateTable('subscriptions')
        .set({ unsubscribed_at: at })
        .where('id', '=', id)
        .where('unsubscribed_at', 'is', null),
    ),
  }

  /** The subscription a link's token opens, if the token is known, of that purpose and unexpired. */
  const findToken = async (hash: string, purpose: Purpose, now = Date.now()) =>
    (await sql.read(query.token(hash, purpose, now)))[0] ?? null

  return {
    /**
     * Subscribes `email` (as the contract checked it) to the job's milestones, in the language
     * `locale` its e-mails will be in, queuing the confirmation e-mail in the same transaction:
     * 'queued' when it was, 'unchanged' when the address is already subscribed or had its
     * confirmation less than a day before `now`.
     */
    async subscribe(
      jobId: number,
      email: string,
      wholeMove = false,
      now = Date.now(),
      locale: EnquiryLocale = 'en',
    ) {
      const { rows } = await sql.write(
        query.subscribe(
          jobId,
          email,
          wholeMove ? 1 : 0,
          now,
          now - CONFIRMATION_INTERVAL_MS,
          locale,
        ),
        query.confirmationMail(jobId, email, now),
      )
      if (rows.length) return 'queued'
      if (wholeMove) await sql.write(query.wholeMove(jobId, email))
      return 'unchanged'
    },
    /**
     * Milestones on WhatsApp to `phone`, the job's own contact number (issue 54): the number's
     * consent (source 'tracking'), its follow of the job (again, if it had stopped), and a line on
     * the shipment's trail naming the source, never the number. No double opt-in: the number is
     * the one on file, not one the visitor typed.
     */
    async followOnWhatsApp(
      jobId: number,
      phone: string,
      wholeMove: boolean,
      locale: EnquiryLocale,
      ip: string,
      at = Date.now(),
    ) {
      await sql.write(
        db
          .insertInto('whatsapp_follows')
          .values({ job_id: jobId, phone, whole_move: wholeMove ? 1 : 0, created_at: at })
          .onConflict((conflict) =>
            conflict.columns(['job_id', 'phone']).doUpdateSet((eb) => ({
              ended_at: null,
              // Asking again for one leg keeps a whole move asked for before.
              whole_move: wholeMove ? 1 : eb.ref('whatsapp_follows.whole_move'),
            })),
          ),
        giveConsent(db, { phone, locale, source: 'tracking', at }),
        db.insertInto('audit_log').values(
          auditRow(
            {
              actorId: null,
              actorName: null,
              ip,
              action: 'whatsapp.consent',
              recordType: 'shipment',
              recordId: jobId,
              after: { source: 'tracking', wholeMove },
            },
            at,
          ),
        ),
      )
    },
    /** Who a subscriber's e-mail goes to and about which job, and where the subscription stands. */
    async findSubscriber(id: number) {
      return (await sql.read(query.subscriber(id)))[0] ?? null
    },
    /** Keeps the hash of a token about to be sent; `expiresAt` null never expires. */
    async addSubscriptionToken(
      hash: string,
      subscriptionId: number,
      purpose: Purpose,
      expiresAt: number | null,
    ) {
      await sql.write(query.addToken(hash, subscriptionId, purpose, expiresAt))
    },
    /**
     * The tracking id whose subscription the token confirmed, and the subscription's language, or
     * null for an unusable token.
     */
    async confirmSubscription(hash: string): Promise<SubscriptionLink | null> {
      const found = await findToken(hash, 'confirm')
      if (!found) return null
      await sql.write(
        query.confirm(found.id, new Date().toISOString()),
        query.dropConfirmTokens(found.id),
      )
      return { trackingId: found.tracking_id, locale: found.locale }
    },
    /** What an unsubscribe link is about, or null for an unknown token. */
    async findUnsubscribeToken(hash: string) {
      const found = await findToken(hash, 'unsubscribe')
      return (
        found && {
          trackingId: found.tracking_id,
          locale: found.locale,
          unsubscribed: found.unsubscribed_at !== null,
        }
      )
    },
    /**
     * Ends the subscription and answers its job's tracking id and its language; null for an
     * unknown token. Saying it twice is harmless.
     */
    async unsubscribe(hash: string): Promise<SubscriptionLink | null> {
      const found = await findToken(hash, 'unsubscribe')
      if (!found) return null
      await sql.write(query.unsubscribe(found.id, new Date().toISOString()))
      return { trackingId: found.tracking_id, locale: found.locale }
    },
  }
}
