/**
 * One move, one customer (issue 48, B3): two legs belong together only when they share the
 * customer, the same contact number or the same e-mail compared as normalised values, or when an
 * admin joined one of them with a reason (different records of one customer). What shows a leg to
 * the holder of another (the tracking answer, the whole-move e-mails) asks this of each pair as it
 * reads, so a leg edited away from its customer stops showing at once. The migration that added
 * the reasons listed the moves that broke the rule with the same expression.
 */
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely'

import type { Kind, Tables } from './sql.ts'

/**
 * How many of a contact number's last digits name the customer: a Qatari number's eight, the end
 * the second factor reads its last four from, so "+974 5566 7788" and "5566 7788" are one. A
 * number with fewer digits names nobody.
 */
export const CUSTOMER_DIGITS = 8

/**
 * `digits` cut to the customer's last eight (null when it has fewer), alike on both databases;
 * the follow-ups' stops and WhatsApp's threads compare numbers the same way.
 */
export const lastDigits = (digits: Expression<string>) =>
  sql<string>`case when length(${digits}) >= ${sql.lit(CUSTOMER_DIGITS)}
    then substr(${digits}, length(${digits}) - ${sql.lit(CUSTOMER_DIGITS - 1)}) end`

/** A number as typed in `column` (a lead's `phone_number`), reduced to its digits. */
export const typedDigits = (column: string) =>
  sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref(column)},
    ' ', ''), '+', ''), '-', ''), '(', ''), ')', ''), '.', '')`

/** A job's `contact_digits` cut to its last digits. */
const jobDigits = (job: string) => lastDigits(sql.ref<string>(`${job}.contact_digits`))
/** A job's e-mail address trimmed and lower-cased, as the contract stores a subscriber's. */
const emailOf = (job: string) => sql`nullif(lower(trim(${sql.ref(`${job}.email`)})), '')`

/**
 * Whether jobs `a` and `b` (table aliases) name the same customer by their contact details; never
 * null, so that `not` of it finds the pairs that do not.
 */
const sameContact = (a: string, b: string): RawBuilder<boolean> =>
  sql<boolean>`(coalesce(${jobDigits(a)} = ${jobDigits(b)}, false)
    or coalesce(${emailOf(a)} = ${emailOf(b)}, false))`

/**
 * Whether jobs `a` and `b` may be shown to each other as legs of one move: the same customer by
 * their details, or an admin's reason on either.
 */
export const legsMatch = (a: string, b: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${a}.move_reason`)} is not null
    or ${sql.ref(`${b}.move_reason`)} is not null
    or ${sameContact(a, b)})`

/**
 * Whether a row that follows shipments (`follower`: a table alias with `job_id` and `whole_move`,
 * an e-mail subscription or a WhatsApp number) hears of a milestone of job `job`: it follows that
 * job, or it asked for the whole move on another leg whose customer is the same (`legsMatch`).
 */
export const hearsOfMilestone = (follower: string, job: Expression<number>) =>
  sql<boolean>`(${sql.ref(`${follower}.job_id`)} = ${job}
    or (${sql.ref(`${follower}.whole_move`)} = 1 and ${sql.ref(`${follower}.job_id`)} in
      (select leg.id from jobs leg inner join jobs own on own.move_id = leg.move_id
        where own.id = ${job} and ${legsMatch('leg', 'own')})))`

/**
 * One audit line per move whose legs name different customers, with its legs' tracking numbers,
 * written by `actor` (the migration that brought the rule). Such moves are kept as they are for
 * staff to sort out: the tracking answer and the e-mails keep their legs apart, and the desk warns.
 */
export function auditMixedMoves(db: Kysely<Tables>, kind: Kind, actor: string) {
  const legs =
    kind === 'sqlite'
      ? sql`(select json_object('legs', json_group_array(tracking_id))
          from (select tracking_id from jobs where move_id = m.id order by id))`
      : sql`(select jsonb_build_object('legs', jsonb_agg(tracking_id order by id))
          from jobs where move_id = m.id)`
  return db
    .insertInto('audit_log')
    .columns(['at', 'actor_name', 'ip', 'action', 'record_type', 'record_id', 'after'])
    .expression(
      db
        .selectFrom('moves as m')
        .select((eb) => [
          eb.val(Date.now()).as('at'),
          eb.val(actor).as('actor_name'),
          eb.val('migration').as('ip'),
          eb.val('move.mixed-customers').as('action'),
          eb.val('move').as('record_type'),
          sql<string>`cast(m.id as text)`.as('record_id'),
          legs.as('after'),
        ])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('jobs as a')
              .innerJoin('jobs as b', 'b.move_id', 'a.move_id')
              .select('a.id')
              .whereRef('a.move_id', '=', 'm.id')
              .whereRef('b.id', '<>', 'a.id')
              .where(sql<boolean>`not ${sameContact('a', 'b')}`),
          ),
        )
        .orderBy('m.id'),
    )
}
