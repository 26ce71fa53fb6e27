/**
 * A lead's or a shipment's follow-ups that went, on its timeline (issue 55): read from the
 * follow-ups themselves, with how each fared (its e-mail's outbox row, its WhatsApp message), so
 * the line says the delivery as it stands now. The e-mail's outbox row is this line, so the
 * timeline leaves it out of the e-mails it lists (`followUpMail`).
 */
import { followUpDelivery } from '@contract/follow-up-staff.ts'
import type { FollowUpChannel, FollowUpRuleName } from '@contract/follow-ups.ts'
import { TIMELINE_CAP, type TimelineEvent } from '@contract/timeline.ts'
import type { Executor } from '../db/sql.ts'

/** The audit action of a follow-up sent, shown by its own line instead. */
export const FOLLOW_UP_SENT = 'follow-up.sent'

export async function followUpEvents(
  sql: Executor,
  of: { leadId: number } | { jobId: number },
): Promise<TimelineEvent[]> {
  const { db } = sql
  const rows = await sql.read(
    db
      .selectFrom('follow_ups as f')
      .leftJoin('outbox as o', 'o.id', 'f.outbox_id')
      .leftJoin('whatsapp_messages as w', 'w.id', 'f.whatsapp_message_id')
      .select(['f.rule', 'f.channel', 'f.sent_at', 'f.due_at', 'w.status', 'o.id as outbox_id'])
      .select(['o.sent_at as mail_sent_at', 'o.failed_at as mail_failed_at'])
      .where('f.status', '=', 'sent')
      .$if('leadId' in of, (q) => q.where('f.lead_id', '=', (of as { leadId: number }).leadId))
      .$if('jobId' in of, (q) => q.where('f.job_id', '=', (of as { jobId: number }).jobId))
      .orderBy('f.id', 'desc')
      .limit(TIMELINE_CAP + 1),
  )
  return rows.map((row) => ({
    kind: 'follow-up',
    at: Number(row.sent_at ?? row.due_at),
    rule: row.rule as FollowUpRuleName,
    channel: row.channel as FollowUpChannel | null,
    delivery: followUpDelivery({
      channel: row.channel,
      whatsappStatus: row.status,
      outboxId: row.outbox_id,
      mailSentAt: row.mail_sent_at,
      mailFailedAt: row.mail_failed_at,
    }),
  }))
}

/** The outbox rows of a lead's follow-up e-mails, which `followUpEvents` shows instead. */
export const followUpMail = (sql: Executor, leadId: number) =>
  sql.db
    .selectFrom('follow_ups')
    .select('outbox_id')
    .where('lead_id', '=', leadId)
    .where('outbox_id', 'is not', null)
