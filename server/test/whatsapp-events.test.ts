// The webhook's worker (issue 54, item 4), on both databases: a body it cannot read is tried again
// with back-off and then kept with its error, never lost and never stopping the worker; and two
// instances' workers over one database never read the same body twice.
import { describe, expect, it } from 'vitest'

import { openPostgres, openSqlite } from '../src/repository.ts'
import { startWhatsAppEvents } from '../src/whatsapp/index.ts'

import { backends } from './helpers.ts'
import { database, silent, until } from './tracking-helpers.ts'
import { EVENT_SETTINGS } from './whatsapp-in-helpers.ts'

const quiet = { onLeadChange: () => {}, onNotification: () => {} }

/** A signed body as Meta sends it: one text message. */
const messageBody = (from: string, id: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              contacts: [{ profile: { name: 'Noor' }, wa_id: from }],
              messages: [
                { from, id, timestamp: '1764380000', type: 'text', text: { body: 'Hello' } },
              ],
            },
          },
        ],
      },
    ],
  })

describe.each(backends)('the WhatsApp events worker, on %s', (backend) => {
  it('retries a body it cannot read with back-off, then keeps it with its error', async () => {
    const db = await database(backend)
    const warnings: unknown[] = []
    const errors: unknown[] = []
    const log = {
      ...silent,
      warn: (details: unknown) => warnings.push(details),
      error: (details: unknown) => errors.push(details),
    }
    const events = startWhatsAppEvents(db.repo, log, EVENT_SETTINGS, quiet)
    try {
      const broken = await db.repo.storeWhatsAppEvent('{"entry": [ not json')
      const strange = await db.repo.storeWhatsAppEvent('{"object":"page"}')
      const good = await db.repo.storeWhatsAppEvent(
        messageBody('97455990099', 'wamid.after-broken'),
      )
      events.kick()
      await until(
        async () =>
          // The log line follows the write that gives up.
          errors.length === 2 &&
          (await db.query('SELECT id FROM whatsapp_events WHERE processed_at IS NULL')).length ===
            0,
        'every body read or given up, and said so',
      )
      const rows = new Map(
        (await db.query('SELECT * FROM whatsapp_events ORDER BY id')).map((row) => [
          Number(row.id),
          row,
        ]),
      )
      for (const id of [broken, strange]) {
        const row = rows.get(id)!
        expect(Number(row.attempts)).toBe(EVENT_SETTINGS.maxAttempts)
        expect(row.error).toBeTruthy()
        expect(row.processed_at).not.toBeNull()
      }
      // Kept as it came, for an operator to read and replay.
      expect(rows.get(broken)!.body).toBe('{"entry": [ not json')
      expect(rows.get(strange)!.error).toBe('The webhook body has no entry list.')
      // The broken ones held nothing up.
      expect(rows.get(good)).toMatchObject({ error: null })
      expect(Number(rows.get(good)!.attempts)).toBe(1)
      expect(
        await db.query(`SELECT id FROM whatsapp_messages WHERE wa_id = 'wamid.after-broken'`),
      ).toHaveLength(1)
      // Two retries each, then the one that gives up.
      expect(warnings).toHaveLength(4)
      expect(errors).toHaveLength(2)
    } finally {
      await events.stop()
      await db.repo.close()
    }
  })

  it('lets two instances read every body once between them', async () => {
    const db = await database(backend)
    // A second instance: its own connection to the same database, its own worker.
    const other = db.env.DATABASE_URL
      ? openPostgres(db.env.DATABASE_URL)
      : openSqlite(db.env.SQLITE_PATH!)
    const ids: number[] = []
    for (let i = 0; i < 40; i++)
      ids.push(
        await db.repo.storeWhatsAppEvent(
          messageBody(`9745560${String(i).padStart(4, '0')}`, `wamid.pair-${i}`),
        ),
      )
    // Many claims at once from both instances: no body is leased to two of them.
    const now = Date.now()
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? other : db.repo).claimWhatsAppEvents(now, now + 50, 5),
      ),
    )
    const leased = claims.flat().map((event) => event.id)
    expect(leased.length).toBeGreaterThan(0)
    expect(new Set(leased).size).toBe(leased.length)
    const workers = [db.repo, other].map((repo) =>
      startWhatsAppEvents(repo, silent, { ...EVENT_SETTINGS, pollMs: 10 }, quiet),
    )
    try {
      await until(
        async () =>
          (await db.query('SELECT id FROM whatsapp_events WHERE processed_at IS NULL')).length ===
          0,
        'every body read',
      )
      const rows = await db.query('SELECT attempts, error FROM whatsapp_events ORDER BY id')
      // Each leased once by a worker (after the burst's short lease, if it had one): a second
      // lease would have counted another attempt.
      expect(rows.map((row) => Number(row.attempts))).toEqual(
        ids.map((id) => (leased.includes(id) ? 2 : 1)),
      )
      expect(rows.every((row) => row.error === null)).toBe(true)
      expect(
        await db.query(`SELECT id FROM whatsapp_messages WHERE wa_id LIKE 'wamid.pair-%'`),
      ).toHaveLength(40)
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()))
      await other.close()
      await db.repo.close()
    }
  })
})
