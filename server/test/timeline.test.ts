// Issue 52, item 3: each lead's and shipment's timeline (what it holds, newest first, who may
// read it, the views it writes), the admins' audit trail filtered by person, record and date, and
// the command line naming who acted.
import { describe, expect, it } from 'vitest'

import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { Timeline, TimelineEvent } from '@contract/timeline.ts'

import { backends, validEnquiry } from './helpers.ts'
import { consoleApp } from './staff-helpers.ts'
import { cli } from './tracking-helpers.ts'

const LEADS = '/api/staff/enquiries'
const DESK = '/api/staff/shipments'
const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

/** An event as one word: its action, or its kind. */
const named = (event: TimelineEvent) => (event.kind === 'audit' ? event.action : event.kind)

describe.each(backends)('timelines and the audit trail on %s', (backend) => {
  const { world, call, auditOf } = consoleApp(backend)

  async function newLead() {
    const sent = await world.app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validEnquiry, email: `t${Math.random()}@example.com` }),
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const [row] = await world.db.query('SELECT id FROM enquiries ORDER BY id DESC LIMIT 1')
    return Number(row!.id)
  }
  async function newShipment() {
    const made = await call('operations', 'POST', DESK, { customer_name: 'Timeline Customer' })
    expect(made.statusCode, made.body).toBe(201)
    return made.json().trackingId as string
  }
  const memberId = async (role: string) =>
    Number(
      (
        await world.db.query(
          `SELECT id FROM staff_accounts WHERE email = '${role}@console.example.qa'`,
        )
      )[0]!.id,
    )
  const timelineOf = async (role: 'admin' | 'sales' | 'operations', url: string) => {
    const answer = await call(role, 'GET', url)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json() as Timeline
  }

  it('tells a lead’s story newest first: view, contacts, note, assignment, status, e-mail, arrival', async () => {
    const id = await newLead()
    const sales = await memberId('sales')
    for (const [url, body] of [
      // Assigned first, so the status change claims nothing (lead-claims.test.ts).
      [`${LEADS}/assign`, { id, staffId: sales }],
      [`${LEADS}/status`, { id, status: 'contacted' }],
      [`${LEADS}/note`, { id, body: 'Wants a survey on Saturday' }],
      [`${LEADS}/contact`, { id, via: 'call' }],
      [`${LEADS}/contact`, { id, via: 'whatsapp' }],
    ] as const) {
      await pause()
      const done = await call('sales', 'POST', url, body)
      expect(done.statusCode, done.body).toBeLessThan(300)
    }
    await pause()
    const { events, more } = await timelineOf('sales', `${LEADS}/${id}/timeline`)
    expect(more).toBe(false)
    expect(events.map(named)).toEqual([
      'lead.viewed',
      'lead.contact-whatsapp',
      'lead.contact-call',
      'note',
      'lead.status-changed',
      'lead.assigned',
      'mail',
      'mail',
      'arrived',
    ])
    expect(events.map((event) => event.at)).toEqual(
      [...events.map((event) => event.at)].sort((a, b) => b - a),
    )
    expect(events[0]).toMatchObject({
      actor: { id: sales, name: 'Console sales', cli: false },
    })
    expect(events[3]).toMatchObject({ author: 'Console sales', body: 'Wants a survey on Saturday' })
    expect(events[4]).toMatchObject({
      before: { status: 'new' },
      after: { status: 'contacted' },
    })
    // The outbox's message by its kind and state; never its address or contents.
    // The office's notification and the customer's acknowledgement, queued in the same instant.
    expect(events.slice(6, 8)).toEqual(
      expect.arrayContaining(
        ['enquiry', 'enquiry-acknowledgement'].map((mail) => ({
          kind: 'mail',
          at: expect.any(Number),
          mail,
          state: 'waiting',
        })),
      ),
    )
    expect(events[8]).toMatchObject({ kind: 'arrived', source: 'direct' })
  })

  it('writes one view per person per lead in ten minutes, however often the page reads', async () => {
    const id = await newLead()
    const views = async () =>
      (await auditOf('lead.viewed')).filter((line) => line.record_id === String(id)).length
    await timelineOf('sales', `${LEADS}/${id}/timeline`)
    await timelineOf('sales', `${LEADS}/${id}/timeline`)
    expect(await views()).toBe(1)
    await timelineOf('admin', `${LEADS}/${id}/timeline`)
    expect(await views()).toBe(2)
  })

  it('tells a shipment’s story: its updates posted, corrected and removed, and nothing of another', async () => {
    const trackingId = await newShipment()
    const other = await newShipment()
    const post = async (on: string, note: string) => {
      await pause()
      const posted = await call('operations', 'POST', `${DESK}/${on}/updates`, {
        date: '2030-06-01',
        note,
      })
      expect(posted.statusCode, posted.body).toBe(201)
      return posted.json().id as number
    }
    const first = await post(trackingId, 'Packed')
    await post(other, 'Elsewhere')
    await pause()
    expect(
      (
        await call('operations', 'POST', `${DESK}/${trackingId}/updates/${first}`, {
          note: 'Packed well',
        })
      ).statusCode,
    ).toBe(200)
    await pause()
    expect(
      (await call('operations', 'POST', `${DESK}/${trackingId}/updates/${first}/remove`))
        .statusCode,
    ).toBe(200)
    await post(trackingId, 'Loaded')
    const { events } = await timelineOf(
      'operations',
      `${DESK}/${trackingId.toLowerCase()}/timeline`,
    )
    expect(events.map(named)).toEqual([
      'shipment.viewed',
      'status-update.posted',
      'status-update.removed',
      'status-update.edited',
      'status-update.posted',
      'shipment.created',
    ])
    expect(events[3]).toMatchObject({ before: { note: 'Packed' }, after: { note: 'Packed well' } })
  })

  it('refuses a timeline to the signed-out, to a role that may not open the record, and for no record', async () => {
    const id = await newLead()
    const trackingId = await newShipment()
    const anonymous = await world.app.inject({ method: 'GET', url: `${LEADS}/${id}/timeline` })
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, staffMessages.signedOut])
    const operations = await call('operations', 'GET', `${LEADS}/${id}/timeline`)
    expect([operations.statusCode, operations.json().error]).toEqual([403, staffMessages.forbidden])
    const sales = await call('sales', 'GET', `${DESK}/${trackingId}/timeline`)
    expect([sales.statusCode, sales.json().error]).toEqual([403, staffMessages.forbidden])
    const noLead = await call('sales', 'GET', `${LEADS}/99999999/timeline`)
    expect([noLead.statusCode, noLead.json().error]).toEqual([404, staffMessages.noSuchLead])
    const noShipment = await call('operations', 'GET', `${DESK}/ZZZZ000000/timeline`)
    expect([noShipment.statusCode, noShipment.json().error]).toEqual([
      404,
      staffMessages.noSuchShipment,
    ])
  })

  it('refuses a contact from another site, in another channel, or on no lead, in both languages', async () => {
    const id = await newLead()
    const forged = await world.app.inject({
      method: 'POST',
      url: `${LEADS}/contact`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id, via: 'call' }),
    })
    expect([forged.statusCode, forged.json().error]).toEqual([403, staffMessages.missingOrigin])
    const channel = await call('sales', 'POST', `${LEADS}/contact`, { id, via: 'fax' })
    expect([channel.statusCode, channel.json().error]).toEqual([400, staffMessages.badChannel])
    const arabic = await call('sales', 'POST', `${LEADS}/contact`, { id, via: 'fax' }, 'ar')
    expect(arabic.json().error).toBe(arStaff.badChannel)
    const none = await call('sales', 'POST', `${LEADS}/contact`, { id: 99999999, via: 'call' })
    expect([none.statusCode, none.json().error]).toEqual([404, staffMessages.noSuchLead])
    const operations = await call('operations', 'POST', `${LEADS}/contact`, { id, via: 'call' })
    expect(operations.statusCode).toBe(403)
  })

  it('filters the audit trail by person, by record (a shipment with its updates) and by date', async () => {
    const id = await newLead()
    const trackingId = await newShipment()
    const start = Date.now()
    await call('operations', 'POST', `${DESK}/${trackingId}/updates`, {
      date: '2030-06-01',
      note: 'On board',
    })
    await call('sales', 'POST', `${LEADS}/status`, { id, status: 'quoted' })
    const trail = async (query: string) => {
      const answer = await call('admin', 'GET', `/api/staff/audit?${query}`)
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json().entries as Array<{ action: string; actorId: number | null; at: number }>
    }
    // The status change also gave the unassigned lead to its author, in the same instant.
    expect((await trail(`record=lead&id=${id}`)).map((line) => line.action).sort()).toEqual([
      'lead.assigned',
      'lead.status-changed',
    ])
    expect(
      (await trail(`record=shipment&id=${trackingId.toLowerCase()}`)).map((line) => line.action),
    ).toEqual(['status-update.posted', 'shipment.created'])
    const operations = await memberId('operations')
    const byPerson = await trail(`actor=${operations}&from=${start}`)
    expect(byPerson.map((line) => line.action)).toEqual(['status-update.posted'])
    expect(await trail(`actor=${operations}&from=${start}&to=${start}`)).toEqual([])
    const refused = await call('sales', 'GET', `/api/staff/audit?record=lead&id=${id}`)
    expect(refused.statusCode).toBe(403)
  })

  // Seven runs of the command line, each a process of its own: slow on a busy machine.
  it('names the command line’s user from --as, or the system user, and refuses an unknown --as', async () => {
    const trackingId = await newShipment()
    const status = (...extra: string[]) =>
      cli(
        world.db.env,
        'status',
        '--tracking-id',
        trackingId,
        '--content',
        'By hand',
        '--date',
        '2030-06-02',
        ...extra,
      )
    const as = status('--as', 'Operations@console.example.qa')
    expect(as.code, as.stderr).toBe(0)
    const bare = status()
    expect(bare.code, bare.stderr).toBe(0)
    const unknown = status('--as', 'nobody@console.example.qa')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain(
      '--as nobody@console.example.qa: no staff account has this e-mail address.',
    )
    const leaver = 'leaver@console.example.qa'
    cli(world.db.env, 'staff', 'add', '--email', leaver, '--name', 'Leaver', '--role', 'operations')
    cli(world.db.env, 'staff', 'disable', '--email', leaver)
    const disabled = status('--as', leaver)
    expect(disabled.code).toBe(1)
    expect(disabled.stderr).toContain(`--as ${leaver}: this staff account is disabled.`)
    const malformed = status('--as', 'not-an-address')
    expect(malformed.code).toBe(1)
    expect(malformed.stderr).toContain(`--as: ${staffMessages.badEmail}`)
    const lines = (await auditOf('status-update.posted')).filter(
      (line) => line.after.trackingId === trackingId,
    )
    expect(
      lines.map((line) => [line.actor_id === null ? null : Number(line.actor_id), line.actor_name]),
    ).toEqual([
      [await memberId('operations'), 'Console operations'],
      [null, 'system (command line)'],
    ])
    const { events } = await timelineOf('operations', `${DESK}/${trackingId}/timeline`)
    expect(events.find((event) => event.kind === 'audit' && event.actor.id === null)).toMatchObject(
      {
        actor: { cli: true, name: 'system (command line)' },
      },
    )
  }, 90_000)
})
