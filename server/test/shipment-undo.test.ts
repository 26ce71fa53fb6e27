// Issue 52, item 4: Undo of a removed status update brings it back and e-mails nobody, whether
// the update's e-mail had already left when it was removed or was still waiting in the outbox.
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staffMessages } from '@contract/staff-messages.ts'
import { buildApp } from '../src/app.ts'
import { createMailer, startOutbox, type Outbox } from '../src/notifications/index.ts'
import { restoreUpdate, RESTORE_WITHIN_MS } from '../src/shipments/restore-update.ts'
import { loadSite } from '../src/site/index.ts'

import { backends, fakeDist } from './helpers.ts'
import { smtpServer } from './smtp.ts'
import { enrolMember } from './staff-helpers.ts'
import { database, silent, testConfig, until } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const DESK = '/api/staff/shipments'

describe.each(backends)('undo of a removed update on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  let outbox: Outbox
  let smtp: Awaited<ReturnType<typeof smtpServer>>
  let cookie = ''
  // Off, a new update's e-mail waits in the outbox until the test kicks it (the poll is slow).
  let kicking = true

  beforeAll(async () => {
    db = await database(backend)
    smtp = await smtpServer()
    const config = testConfig({ SITE_URL: ORIGIN, ALLOWED_ORIGINS: ORIGIN, SMTP_URL: smtp.url })
    outbox = startOutbox(
      db.repo,
      { mailer: createMailer(config.mail, silent), leadWebhook: null },
      silent,
      { pollMs: 600_000, maxAttempts: 3, retryBaseMs: 100, leaseMs: 10_000 },
    )
    app = await buildApp({
      config,
      repo: db.repo,
      site: await loadSite(fakeDist()),
      onNotification: () => kicking && outbox.kick(),
    })
    const member = { email: 'ops@undo.example.qa', name: 'Undo ops', role: 'operations' } as const
    cookie = (await enrolMember(app, db.repo, member)).cookie
  })
  afterAll(async () => {
    await app.close()
    await outbox.stop()
    await smtp.close()
    await db.repo.close()
  })

  const post = (url: string, body: unknown = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie } })

  async function exec(statement: string) {
    if (backend === 'postgres') return void (await db.query(statement))
    const raw = new Database(db.env.SQLITE_PATH!)
    try {
      raw.exec(statement)
    } finally {
      raw.close()
    }
  }

  /** A new shipment with one confirmed subscriber, who each stage e-mails. */
  async function shipmentFollowedBy(email: string) {
    const made = await post(DESK, { customer_name: 'Undo Customer', destination: 'Amman' })
    expect(made.statusCode, made.body).toBe(201)
    const trackingId = made.json().trackingId as string
    const confirmed = backend === 'postgres' ? 'now()' : "'2025-01-01T00:00:00.000Z'"
    await exec(
      `INSERT INTO subscriptions (job_id, email, confirmed_at) SELECT id, '${email}', ${confirmed} FROM jobs WHERE tracking_id = '${trackingId}'`,
    )
    return trackingId
  }

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email)).length
  const updatesOf = async (trackingId: string) =>
    (await get(`${DESK}/${trackingId}`)).json().updates as Array<Record<string, unknown>>

  /**
   * Runs the outbox to the end of its queue: a stage posted on a shipment of its own is
   * delivered, so anything queued before it has had its turn too.
   */
  async function drainOutbox(marker: string) {
    const trackingId = await shipmentFollowedBy(marker)
    kicking = true
    await post(`${DESK}/${trackingId}/updates`, { stage: 'booked', date: '2026-11-01' })
    await until(() => mailsTo(marker) === 1, `the marker e-mail to ${marker}`)
    // The catcher has the e-mail a moment before the outbox marks its row sent.
    const [booked] = await updatesOf(trackingId)
    await until(
      async () =>
        (
          await db.query(
            `SELECT id FROM outbox WHERE status_update_id = ${booked!.id as number} AND sent_at IS NULL`,
          )
        ).length === 0,
      `the marker's row marked sent`,
    )
  }

  const departed = {
    stage: 'departed',
    date: '2026-11-20',
    time: '09:15',
    location: 'Hamad Port',
    note: 'Left Hamad Port on the MSC Aurora.',
    noteAr: 'غادرت ميناء حمد على متن السفينة.',
  }

  it('brings back an update whose e-mail had left, and sends nothing more', async () => {
    const trackingId = await shipmentFollowedBy('heard@example.com')
    const posted = await post(`${DESK}/${trackingId}/updates`, departed)
    expect(posted.statusCode, posted.body).toBe(201)
    await until(() => mailsTo('heard@example.com') === 1, 'the Departed e-mail')
    const [update] = await updatesOf(trackingId)
    const id = update!.id as number

    expect((await post(`${DESK}/${trackingId}/updates/${id}/remove`)).statusCode).toBe(200)
    expect(await updatesOf(trackingId)).toEqual([])
    const restored = await post(`${DESK}/${trackingId}/updates/${id}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)

    const [back] = await updatesOf(trackingId)
    expect(back).toMatchObject({
      milestone: 'departed',
      status_date: '2026-11-20',
      location: 'Hamad Port',
      status_content: departed.note,
      status_content_ar: departed.noteAr,
    })
    expect((await get(`${DESK}/${trackingId}`)).json().shipment.stage).toBe('departed')
    await drainOutbox('marker-1@example.com')
    expect(mailsTo('heard@example.com')).toBe(1)
    expect(
      await db.query(
        'SELECT id FROM outbox WHERE status_update_id IS NOT NULL AND sent_at IS NULL',
      ),
    ).toEqual([])

    const [line] = await db.query(
      `SELECT record_id, actor_name FROM audit_log WHERE action = 'status-update.restored'`,
    )
    expect(line).toEqual({ record_id: String(id), actor_name: 'Undo ops' })
    // Once back, it cannot come back twice.
    const again = await post(`${DESK}/${trackingId}/updates/${id}/restore`)
    expect([again.statusCode, again.json().error]).toEqual([404, staffMessages.cannotRestore])
  })

  it('drops the e-mail of an update removed before it left, and Undo does not queue it again', async () => {
    const trackingId = await shipmentFollowedBy('waiting@example.com')
    kicking = false
    await post(`${DESK}/${trackingId}/updates`, departed)
    const [update] = await updatesOf(trackingId)
    const id = update!.id as number
    expect(await db.query(`SELECT id FROM outbox WHERE status_update_id = ${id}`)).toHaveLength(1)

    await post(`${DESK}/${trackingId}/updates/${id}/remove`)
    expect(await db.query(`SELECT id FROM outbox WHERE status_update_id = ${id}`)).toEqual([])
    expect((await post(`${DESK}/${trackingId}/updates/${id}/restore`)).statusCode).toBe(200)
    const [back] = await updatesOf(trackingId)
    expect(await db.query(`SELECT id FROM outbox WHERE status_update_id = ${back!.id}`)).toEqual([])

    await drainOutbox('marker-2@example.com')
    expect(mailsTo('waiting@example.com')).toBe(0)
  })

  it('restores only a recent removal of an update of the shipment in the path', async () => {
    const trackingId = await shipmentFollowedBy('other@example.com')
    const elsewhere = await shipmentFollowedBy('elsewhere@example.com')
    await post(`${DESK}/${trackingId}/updates`, { date: '2026-11-21', note: 'Weighed.' })
    const id = (await updatesOf(trackingId))[0]!.id as number
    // Never removed: nothing to bring back.
    const standing = await post(`${DESK}/${trackingId}/updates/${id}/restore`)
    expect([standing.statusCode, standing.json().error]).toEqual([404, staffMessages.cannotRestore])

    await post(`${DESK}/${trackingId}/updates/${id}/remove`)
    const wrongShipment = await post(`${DESK}/${elsewhere}/updates/${id}/restore`)
    expect([wrongShipment.statusCode, wrongShipment.json().error]).toEqual([
      404,
      staffMessages.cannotRestore,
    ])
    // Asked longer after the removal than Undo lasts (the trail cannot be back-dated).
    const by = { actorId: null, actorName: 'cli:test', ip: 'cli', action: 'status-update.restored' }
    const later = Date.now() + RESTORE_WITHIN_MS + 1000
    const late = await restoreUpdate(db.repo, trackingId, id, by, later)
    expect(late).toMatchObject({ ok: false, status: 404, error: staffMessages.cannotRestore })
    expect(await updatesOf(trackingId)).toEqual([])
  })
})
