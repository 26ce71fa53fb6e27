// What the tests of the console's follow-ups share (issue 55, item 5): the staff world with a
// member of each role, leads sent as the site sends them, shipments and follow-ups laid down in
// the database as the planner and the sender leave them, and the console's requests.
import { beforeAll } from 'vitest'

import type { Backend } from './helpers.ts'
import { quoteSendWorld } from './quote-send-helpers.ts'

export const HOUR = 60 * 60 * 1000

export type PlannedFollowUp = {
  rule?: string
  leadId?: number | null
  jobId?: number | null
  dueAt?: number
  status?: 'scheduled' | 'sent' | 'skipped' | 'cancelled'
  channel?: 'email' | 'whatsapp' | 'console' | null
  reason?: string | null
  /** For one sent by e-mail: the outbox row's end ('sent' or 'failed'). */
  mail?: 'sent' | 'failed'
  /** For one sent on WhatsApp: the message's status. */
  whatsapp?: string
}

export function followUpConsoleWorld(backend: Backend) {
  const world = quoteSendWorld(backend)
  const { exec, query, enrolled } = world
  const ids = {} as Record<'admin' | 'sales' | 'operations', number>
  beforeAll(async () => {
    const rows = await query(`SELECT id, role FROM staff_accounts ORDER BY id`)
    for (const row of rows) ids[row.role as keyof typeof ids] ??= Number(row.id)
  })

  let made = 0
  /** A shipment (of `leadId`, if given); its id and tracking number. */
  async function shipment(leadId: number | null = null) {
    made += 1
    const trackingId = `FU${backend === 'sqlite' ? 'S' : 'P'}${String(made).padStart(6, '0')}`
    await exec(
      `INSERT INTO jobs (tracking_id, customer_name, lead_id) VALUES ('${trackingId}', 'Customer ${made}', ${leadId ?? 'NULL'})`,
    )
    const [row] = await query(`SELECT id FROM jobs WHERE tracking_id = '${trackingId}'`)
    return { jobId: Number(row!.id), trackingId }
  }

  const value = (v: string | number | null | undefined) =>
    v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${v}'`

  /** A follow-up as the planner (and, for a sent one, the sender) leaves it; its id. */
  async function followUp(given: PlannedFollowUp) {
    made += 1
    const now = Date.now()
    let outboxId: number | null = null
    let whatsappId: number | null = null
    if (given.mail) {
      const end = new Date(now).toISOString()
      await exec(
        `INSERT INTO outbox (enquiry_id, payload, next_attempt_at, ${given.mail}_at, digest_key)
         VALUES (${value(given.leadId)}, '{"kind":"follow-up","followUpId":0}', ${now}, '${end}', 'fu-test-${made}')`,
      )
      const [row] = await query(`SELECT id FROM outbox WHERE digest_key = 'fu-test-${made}'`)
      outboxId = Number(row!.id)
    }
    if (given.whatsapp) {
      await exec(
        `INSERT INTO whatsapp_messages (phone, lead_id, job_id, direction, wa_id, kind, template, language, body, status, at)
         VALUES ('97455500${String(made).padStart(3, '0')}', ${value(given.leadId)}, ${value(given.jobId)}, 'out', 'wamid.fu-${backend}-${made}', 'template', 'quote_reminder', 'en', 'A reminder', '${given.whatsapp}', ${now})`,
      )
      const [row] = await query(
        `SELECT id FROM whatsapp_messages WHERE wa_id = 'wamid.fu-${backend}-${made}'`,
      )
      whatsappId = Number(row!.id)
    }
    const key = `test:${backend}:${made}`
    const status = given.status ?? 'scheduled'
    await exec(
      `INSERT INTO follow_ups (rule, key, lead_id, job_id, due_at, status, locale, channel, outbox_id, whatsapp_message_id, sent_at, reason, created_at, updated_at)
       VALUES ('${given.rule ?? 'quote_viewed'}', '${key}', ${value(given.leadId)}, ${value(given.jobId)}, ${given.dueAt ?? now + HOUR}, '${status}', 'en', ${value(given.channel)}, ${value(outboxId)}, ${value(whatsappId)}, ${status === 'sent' ? now : 'NULL'}, ${value(given.reason)}, ${now}, ${now})`,
    )
    const [row] = await query(`SELECT id FROM follow_ups WHERE key = '${key}'`)
    return Number(row!.id)
  }

  /** A follow-up's row as it stands. */
  async function followUpRow(id: number) {
    const [row] = await query(`SELECT * FROM follow_ups WHERE id = ${id}`)
    return row!
  }

  /** An alert for `staffId` (null: every admin), about a lead; its id. */
  async function alert(staffId: number | null, leadId: number, kind = 'lead-uncontacted') {
    made += 1
    const at = Date.now() + made
    await exec(
      `INSERT INTO staff_alerts (kind, staff_id, lead_id, created_at) VALUES ('${kind}', ${value(staffId)}, ${leadId}, ${at})`,
    )
    const [row] = await query(`SELECT id FROM staff_alerts WHERE created_at = ${at}`)
    return Number(row!.id)
  }

  /** Audit lines of `action`, oldest first, their JSON parsed. */
  async function lines(action: string) {
    const rows = await query(`SELECT * FROM audit_log WHERE action = '${action}' ORDER BY id`)
    const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)
    return (rows as Array<Record<string, unknown>>).map(
      (
        row,
      ): Record<string, unknown> & {
        before: Record<string, unknown> | null
        after: Record<string, unknown>
      } => ({
        ...row,
        before: parsed(row.before),
        after: parsed(row.after),
      }),
    )
  }

  return { ...world, ids, enrolled, shipment, followUp, followUpRow, alert, lines }
}
