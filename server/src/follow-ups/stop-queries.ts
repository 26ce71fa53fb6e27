/**
 * What the stop page and a STOP on WhatsApp write (issue 55, item 4): the link by its SHA-256 with
 * the move and the address and number it stands for, whether a stop already covers them, and the
 * stop itself (`stops.ts`), which cancels at once every planned follow-up it covers, with its
 * audit line, in one transaction.
 */
import type { Compilable, Kysely } from 'kysely'

import type { FollowUpStopScope } from '@contract/follow-ups.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import type { Executor, Tables } from '../db/sql.ts'

import { stopEmail, stopFollowUps, stopPhone, type FollowUpStop } from './stops.ts'

/** A stop-page link: the move it came about and whom it reached. */
type StopLink = {
  /** The link's lead, else the lead its shipment was made from. */
  leadId: number | null
  jobId: number | null
  trackingId: string | null
  moveId: number | null
  /** The link's address and number, else the lead's, else the shipment's (as a stop keeps them). */
  email: string | null
  phone: string | null
  /** Whether a stop already covers this move, or everything to this address or number. */
  moveStopped: boolean
  allStopped: boolean
}

/** The audit line of a stop, on the lead when there is one, else on the shipment. */
function stopLine(
  stop: FollowUpStop,
  trackingId: string | null,
  by: Pick<AuditEntry, 'actorName' | 'ip'>,
): AuditEntry {
  const record =
    stop.leadId !== null
      ? { recordType: 'lead', recordId: stop.leadId }
      : trackingId !== null
        ? { recordType: 'shipment', recordId: trackingId }
        : {}
  return {
    actorId: null,
    ...by,
    action: 'follow-ups.stopped',
    ...record,
    after: { scope: stop.scope, source: stop.source },
  }
}

/**
 * What a STOP on WhatsApp writes beside the withdrawal of its consent: a stop of everything to
 * that number, which cancels its planned follow-ups at once. The repository hands it to the
 * webhook's worker, so whatsapp/ needs to know nothing of follow-ups.
 */
export const whatsappStopWrites =
  (db: Kysely<Tables>) =>
  ({
    phone,
    thread,
    at,
  }: {
    phone: string
    thread: { leadId: number | null; jobId: number | null } | null
    at: number
  }): Compilable[] => {
    const stop: FollowUpStop = {
      scope: 'all',
      leadId: thread?.leadId ?? null,
      jobId: thread?.jobId ?? null,
      moveId: null,
      email: null,
      phone,
      source: 'whatsapp',
      at,
    }
    const line = stopLine(stop, null, { actorName: 'WhatsApp', ip: 'whatsapp-webhook' })
    return [...stopFollowUps(db, stop), db.insertInto('audit_log').values(auditRow(line, at))]
  }

export type FollowUpStopStore = ReturnType<typeof followUpStopQueries>

export function followUpStopQueries(sql: Executor) {
  const { db } = sql
  return {
    async stopLink(tokenHash: string): Promise<StopLink | undefined> {
      const [row] = await sql.read(
        db
          .selectFrom('follow_up_links as k')
          .leftJoin('jobs as j', 'j.id', 'k.job_id')
          .leftJoin('enquiries as l', (join) =>
            join.on((eb) => eb('l.id', '=', eb.fn.coalesce('k.lead_id', 'j.lead_id'))),
          )
          .select(['l.id as leadId', 'j.id as jobId', 'j.tracking_id as trackingId'])
          .select(['j.move_id as moveId', 'k.email', 'k.phone'])
          .select(['l.email as leadEmail', 'l.phone_number as leadPhone'])
          .select(['j.email as jobEmail', 'j.contact_number as jobPhone'])
          .where('k.token_hash', '=', tokenHash),
      )
      if (!row) return undefined
      const email = [row.email, row.leadEmail, row.jobEmail].map(stopEmail).find(Boolean) ?? null
      const phone = [row.phone, row.leadPhone, row.jobPhone].map(stopPhone).find(Boolean) ?? null
      const stops = await sql.read(
        db
          .selectFrom('follow_up_stops')
          .select('scope')
          .where((eb) =>
            eb.or([
              eb.and([
                eb('scope', '=', 'move'),
                eb.or([
                  eb('lead_id', '=', row.leadId ?? -1),
                  eb('job_id', '=', row.jobId ?? -1),
                  eb('move_id', '=', row.moveId ?? -1),
                ]),
              ]),
              eb.and([
                eb('scope', '=', 'all'),
                eb.or([eb('email', '=', email ?? ''), eb('phone', '=', phone ?? '')]),
              ]),
            ]),
          ),
      )
      const has = (scope: FollowUpStopScope) => stops.some((stop) => stop.scope === scope)
      return {
        leadId: row.leadId,
        jobId: row.jobId,
        trackingId: row.trackingId,
        moveId: row.moveId,
        email,
        phone,
        moveStopped: has('move'),
        allStopped: has('all'),
      }
    },

    /** Keeps the customer's stop from the page and cancels what it covers, audited. */
    async stopFromLink(link: StopLink, scope: FollowUpStopScope, ip: string, at: number) {
      const stop: FollowUpStop = {
        scope,
        leadId: link.leadId,
        jobId: link.jobId,
        moveId: link.moveId,
        email: link.email,
        phone: link.phone,
        source: 'link',
        at,
      }
      const [first, cancel] = stopFollowUps(db, stop)
      const line = stopLine(stop, link.trackingId, { actorName: null, ip })
      await sql.write(first, cancel, db.insertInto('audit_log').values(auditRow(line, at)))
    },
  }
}
