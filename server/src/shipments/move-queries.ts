/**
 * The storage of moves on the desk: a job's move and its legs, which of them name another
 * customer (issue 48: one move, one customer), and putting a job in a move or taking it out,
 * each written with its line of the audit trail.
 */
import { sql as raw, type ExpressionBuilder } from 'kysely'

import { legsMatch } from '../db/same-customer.ts'
import { firstStatementId, prepare, type Executor, type Tables } from '../db/sql.ts'
import { normalizeTrackingId } from './queries.ts'
import { movesOtherLegs } from './tracking-queries.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'

/**
 * Whether the list's job is in a move with a leg of another customer (a move made before the rule,
 * or a leg whose contact details were changed since): the desk warns of it.
 */
export const mixedMove = (eb: ExpressionBuilder<Tables, 'jobs'>) =>
  eb.exists(
    eb
      .selectFrom('jobs as leg')
      .select('leg.id')
      .whereRef('leg.move_id', '=', 'jobs.move_id')
      .whereRef('leg.id', '<>', 'jobs.id')
      .where(raw<boolean>`not ${legsMatch('leg', 'jobs')}`),
  )

export function moveQueries(sql: Executor) {
  const { db } = sql
  const audit = (entry: AuditEntry, at: number) =>
    db.insertInto('audit_log').values(auditRow(entry, at))
  const query = {
    jobMove: prepare((trackingId: string) =>
      db
        .selectFrom('jobs as j')
        .select((eb) => [
          'j.id',
          'j.tracking_id',
          'j.move_id',
          eb
            .selectFrom('jobs as leg')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .whereRef('leg.move_id', '=', 'j.move_id')
            .as('legs'),
        ])
        .where('j.tracking_id', '=', trackingId),
    ),
    legs: prepare((jobId: number) =>
      movesOtherLegs(db, jobId).select(
        raw<number>`case when ${legsMatch('leg', 'own')} then 1 else 0 end`.as('same_customer'),
      ),
    ),
    // The jobs on `settled`'s side (it, and its move's other legs) that do not share the
    // customer of `joining`, which is in no move.
    strangers: prepare((settled: number, joining: number) =>
      db
        .selectFrom(['jobs as s', 'jobs as e', 'jobs as n'])
        .select('e.tracking_id')
        .where('s.id', '=', settled)
        .where('n.id', '=', joining)
        .where((eb) =>
          eb.or([eb('e.id', '=', eb.ref('s.id')), eb('e.move_id', '=', eb.ref('s.move_id'))]),
        )
        .where(raw<boolean>`not ${legsMatch('n', 'e')}`),
    ),
  }

  return {
    /** A job's move and how many legs it has; null when there is no such job. */
    async shipmentMove(trackingId: string) {
      const [row] = await sql.read(query.jobMove(normalizeTrackingId(trackingId)))
      return row
        ? {
            id: row.id,
            trackingId: row.tracking_id,
            moveId: row.move_id === null ? null : Number(row.move_id),
            legs: row.move_id === null ? 1 : Number(row.legs ?? 0),
          }
        : null
    },
    /**
     * The other legs of job `jobId`'s move, in the order they were made, each saying whether it
     * shares the job's customer (or an admin vouched for it): those that do not, customers never
     * see beside it, and the desk warns of them.
     */
    async moveLegs(jobId: number) {
      return (await sql.read(query.legs(jobId))).map(({ same_customer, ...leg }) => ({
        ...leg,
        sameCustomer: Number(same_customer) === 1,
      }))
    },
    /**
     * The tracking numbers on job `settled`'s side of a join (it, or every leg of its move) whose
     * customer is not job `joining`'s; none when they may be joined.
     */
    async moveStrangers(settled: number, joining: number) {
      return (await sql.read(query.strangers(settled, joining))).map((row) => row.tracking_id)
    },
    /**
     * Puts the jobs under `trackingIds` into move `moveId`, or into a new move when it is null,
     * audited; the move's id. `vouched`, an admin's reason, goes on the job it names.
     */
    async joinMove(
      moveId: number | null,
      trackingIds: string[],
      by: AuditEntry,
      vouched?: { trackingId: string; reason: string },
    ) {
      const at = Date.now()
      const into = (move: number | ReturnType<typeof firstStatementId>) =>
        db.updateTable('jobs').set({ move_id: move }).where('tracking_id', 'in', trackingIds)
      const reason = vouched
        ? [
            db
              .updateTable('jobs')
              .set({ move_reason: vouched.reason })
              .where('tracking_id', '=', vouched.trackingId),
          ]
        : []
      const record = { ...by, recordType: 'shipment', recordId: trackingIds[0]! }
      if (moveId !== null) {
        await sql.write(into(moveId), ...reason, audit(record, at))
        return moveId
      }
      const { rows } = await sql.write(
        db.insertInto('moves').values({ created_at: at }).returning('id'),
        into(firstStatementId()),
        ...reason,
        audit(record, at),
      )
      return Number(rows[0]!.id)
    },
    /**
     * Takes a job out of its move, audited; a move left with one leg is no move, so that leg
     * leaves it too and the move is gone. An admin's reason goes with the leg. False when the job
     * was in no such move.
     */
    async leaveMove(trackingId: string, moveId: number, by: AuditEntry) {
      const at = Date.now()
      const legsLeft = db
        .selectFrom('jobs as leg')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('leg.move_id', '=', moveId)
      const { changes } = await sql.write(
        db
          .updateTable('jobs')
          .set({ move_id: null, move_reason: null })
          .where('tracking_id', '=', trackingId)
          .where('move_id', '=', moveId),
        db
          .updateTable('jobs')
          .set({ move_id: null, move_reason: null })
          .where('move_id', '=', moveId)
          .where((eb) => eb(legsLeft, '=', 1)),
        db
          .deleteFrom('moves')
          .where('id', '=', moveId)
          .where((eb) =>
            eb.not(eb.exists(db.selectFrom('jobs').select('id').where('move_id', '=', moveId))),
          ),
        audit({ ...by, recordType: 'shipment', recordId: trackingId }, at),
      )
      return changes > 0
    },
  }
}
