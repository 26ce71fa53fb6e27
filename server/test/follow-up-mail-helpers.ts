// What the follow-up message tests share: follow-ups written straight into the database as the
// engine marks them sent, with the outbox row it queues beside them (payloads exactly as the
// engine writes them), and the customer's links read back from a message.
import { createHash } from 'node:crypto'

import { afterAll } from 'vitest'

import type { Backend } from './helpers.ts'
import { quoteSendWorld } from './quote-send-helpers.ts'
import { statementsOn } from './whatsapp-helpers.ts'

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export type PlannedFollowUp = {
  rule: string
  key?: string
  leadId?: number | null
  jobId?: number | null
  quoteId?: number | null
  locale?: 'en' | 'ar'
  channel?: 'email' | 'whatsapp'
}

/** The world of quote-send-helpers.ts, with follow-ups queued as the engine queues them. */
export function followUpWorld(backend: Backend, env: Record<string, string> = {}) {
  const world = quoteSendWorld(backend, env)
  const statements = statementsOn(() => world.world.db.env)
  afterAll(() => statements.close())
  let keys = 0

  /** A follow-up marked sent and its outbox row, in one write; its id. */
  async function queued({ channel = 'email', ...planned }: PlannedFollowUp) {
    const { db } = statements
    const at = Date.now()
    const { rows } = await statements.run(
      db
        .insertInto('follow_ups')
        .values({
          rule: planned.rule,
          key: planned.key ?? `${planned.rule}:test:${backend}:${++keys}`,
          lead_id: planned.leadId ?? null,
          job_id: planned.jobId ?? null,
          quote_id: planned.quoteId ?? null,
          due_at: at,
          status: 'sent',
          locale: planned.locale ?? 'en',
          channel,
          sent_at: at,
          created_at: at,
          updated_at: at,
        })
        .returning('id'),
    )
    const id = Number((rows[0] as { id: number }).id)
    const payload =
      channel === 'email'
        ? { kind: 'follow-up', followUpId: id }
        : { kind: 'whatsapp-auto', purpose: 'follow-up', followUpId: id }
    const { rows: outbox } = await statements.run(
      db
        .insertInto('outbox')
        .values({
          enquiry_id: planned.leadId ?? null,
          payload: JSON.stringify(payload),
          next_attempt_at: at,
        })
        .returning('id'),
    )
    world.world.outbox.kick()
    return { id, outboxId: Number((outbox[0] as { id: number }).id) }
  }

  let shipments = 0
  /** A new shipment of `name`'s, to `email`, with the moving-day facts given; its id and number. */
  async function shipment(name: string, email: string, facts: Record<string, string | null>) {
    const trackingId = `FU${backend === 'sqlite' ? 'S' : 'P'}${String(++shipments).padStart(6, '0')}`
    const { rows } = await statements.run(
      statements.db
        .insertInto('jobs')
        .values({ tracking_id: trackingId, customer_name: name, email, ...facts })
        .returning('id'),
    )
    return { jobId: Number((rows[0] as { id: number }).id), trackingId }
  }

  return { ...world, statements, queued, shipment }
}

/** A row with its ids as numbers (PostgreSQL reads BIGINT back as text). */
export const withIds = (row: Record<string, unknown>): Record<string, unknown> => ({
  ...row,
  lead_id: row.lead_id == null ? null : Number(row.lead_id),
  job_id: row.job_id == null ? null : Number(row.job_id),
})

/** The token of a link to `path` (e.g. '/follow-ups/stop/') in a text. */
export const tokenAfter = (path: string, text: string) =>
  new RegExp(`${path.replace(/\//g, '\\/')}([\\w-]{43})(?![\\w-])`).exec(text)?.[1]
