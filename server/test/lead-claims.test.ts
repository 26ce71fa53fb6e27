// Working a lead in a few taps (issue 52): the first action on an unassigned lead (a status, the
// sheet's "contacted", a note, a call or WhatsApp opened) gives it to the person acting, audited,
// in the same transaction; and the console's Undo puts a status or an assignment back, audited as an undo.
import { describe, expect, it } from 'vitest'

import { staffMessages } from '@contract/staff-messages.ts'

import { backends, validEnquiry } from './helpers.ts'
import { consoleApp } from './staff-helpers.ts'

const LEADS = '/api/staff/enquiries'

describe.each(backends)('a lead claimed by its first action, on %s', (backend) => {
  const { world, call, exec, auditOf } = consoleApp(backend)

  async function newLead() {
    const sent = await world.app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validEnquiry),
    })
    expect(sent.statusCode, sent.body).toBe(201)
    return sent.json().id as number
  }
  const lead = async (id: number) => (await call('sales', 'GET', `${LEADS}/${id}`)).json()
  const meAs = async (role: 'sales' | 'admin') =>
    (await call(role, 'GET', '/api/staff/me')).json().member.id as number
  const claimsOf = async (id: number) =>
    (await auditOf('lead.assigned'))
      .filter((line) => line.record_id === String(id))
      // PostgreSQL's bigint comes back as a string.
      .map((line) => Object.assign(line, { actor_id: Number(line.actor_id) }))

  it('gives an unassigned lead to whoever changes its status first, with its own audit line', async () => {
    const id = await newLead()
    const sales = await meAs('sales')
    const moved = await call('sales', 'POST', `${LEADS}/status`, { id, status: 'contacted' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await lead(id)).toMatchObject({ status: 'contacted', assignedTo: sales })
    const [claim, ...more] = await claimsOf(id)
    expect(more).toEqual([])
    expect(claim).toMatchObject({
      actor_id: sales,
      before: { assignedTo: null },
      after: { assignedTo: sales },
    })

    // Already someone's: a colleague's later change leaves it with them.
    const quoted = await call('admin', 'POST', `${LEADS}/status`, { id, status: 'quoted' })
    expect(quoted.statusCode).toBe(200)
    expect(await lead(id)).toMatchObject({ status: 'quoted', assignedTo: sales })
    expect(await claimsOf(id)).toHaveLength(1)
  })

  it('gives an unassigned lead to whoever adds the first note', async () => {
    const id = await newLead()
    const admin = await meAs('admin')
    const noted = await call('admin', 'POST', `${LEADS}/note`, { id, body: 'Called, no answer.' })
    expect(noted.statusCode, noted.body).toBe(201)
    expect(await lead(id)).toMatchObject({ status: 'new', assignedTo: admin })
    expect(await claimsOf(id)).toMatchObject([{ actor_id: admin, after: { assignedTo: admin } }])
  })

  it('gives an unassigned lead to whoever opens a call or WhatsApp on it first', async () => {
    const id = await newLead()
    const sales = await meAs('sales')
    const called = await call('sales', 'POST', `${LEADS}/contact`, { id, via: 'whatsapp' })
    expect(called.statusCode, called.body).toBe(201)
    expect(await lead(id)).toMatchObject({ status: 'new', assignedTo: sales })
    expect(await claimsOf(id)).toMatchObject([{ actor_id: sales, after: { assignedTo: sales } }])
    expect((await auditOf('lead.contact-whatsapp')).map((line) => line.record_id)).toContain(
      String(id),
    )
  })

  it('leaves an assigned lead with its owner when someone else acts on it', async () => {
    const id = await newLead()
    const sales = await meAs('sales')
    await exec(`UPDATE enquiries SET assigned_to = ${sales} WHERE id = ${id}`)
    const noted = await call('admin', 'POST', `${LEADS}/note`, {
      id,
      body: 'Sent the survey form.',
    })
    expect(noted.statusCode).toBe(201)
    expect((await lead(id)).assignedTo).toBe(sales)
    expect(await claimsOf(id)).toEqual([])
  })

  it('writes nothing when the status change is refused, so the lead stays unassigned', async () => {
    const id = await newLead()
    const lost = await call('sales', 'POST', `${LEADS}/status`, { id, status: 'lost' })
    expect([lost.statusCode, lost.json().error]).toEqual([400, staffMessages.lostReason])
    // Someone moved it meanwhile: neither the change nor the claim is kept.
    const stale = await world.db.repo.setLeadStatus(
      id,
      'quoted',
      { status: 'contacted', reason: null },
      { actorId: null, actorName: 'test', ip: '127.0.0.1', action: 'lead.status-changed' },
      {
        staffId: await meAs('sales'),
        by: { actorId: null, actorName: 'test', ip: '127.0.0.1', action: 'lead.assigned' },
      },
    )
    expect(stale).toBe(false)
    expect(await lead(id)).toMatchObject({ status: 'new', assignedTo: null })
    expect(await claimsOf(id)).toEqual([])
  })

  it('keeps no note when a colleague took the lead between its reading and the claim', async () => {
    const id = await newLead()
    const [sales, admin] = [await meAs('sales'), await meAs('admin')]
    await exec(`UPDATE enquiries SET assigned_to = ${sales} WHERE id = ${id}`)
    // The route read the lead unassigned, so it claims; the write finds it taken and keeps nothing.
    const by = { actorId: admin, actorName: 'Lead admin', ip: '127.0.0.1' }
    const note = await world.db.repo.addLeadNote(
      id,
      { id: admin, name: 'Lead admin' },
      'Too late.',
      { ...by, action: 'lead.note-added' },
      { staffId: admin, by: { ...by, action: 'lead.assigned' } },
    )
    expect(note).toBeNull()
    expect(await lead(id)).toMatchObject({ assignedTo: sales, notes: [] })
    expect(await claimsOf(id)).toEqual([])
  })

  it('undoes a mis-tapped "contacted": new again, its response clock running, the undo audited', async () => {
    const id = await newLead()
    await call('sales', 'POST', `${LEADS}/status`, { id, status: 'contacted' })
    expect((await lead(id)).contactedAt).toBeGreaterThan(0)
    const undone = await call('sales', 'POST', `${LEADS}/status`, {
      id,
      status: 'new',
      undo: true,
    })
    expect(undone.statusCode, undone.body).toBe(200)
    expect(await lead(id)).toMatchObject({ status: 'new', contactedAt: null })
    const changes = (await auditOf('lead.status-changed')).filter(
      (line) => line.record_id === String(id),
    )
    expect(changes.map((line) => [line.before, line.after])).toEqual([
      [{ status: 'new' }, { status: 'contacted' }],
      [{ status: 'contacted' }, { status: 'new', undo: true }],
    ])
  })

  it('undoes an assignment back to the team, audited as an undo', async () => {
    const id = await newLead()
    const admin = await meAs('admin')
    await call('sales', 'POST', `${LEADS}/assign`, { id, staffId: admin })
    const undone = await call('sales', 'POST', `${LEADS}/assign`, {
      id,
      staffId: null,
      undo: true,
    })
    expect(undone.statusCode, undone.body).toBe(200)
    expect((await lead(id)).assignedTo).toBeNull()
    expect((await claimsOf(id)).map((line) => line.after)).toEqual([
      { assignedTo: admin },
      { assignedTo: null, undo: true },
    ])
  })
})
