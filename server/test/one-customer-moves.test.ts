// One move, one customer (issue 48, B3): legs join only when they share the customer's phone
// number or e-mail address; an admin may join two records of one customer with a reason, which is
// audited; the public answer and the whole-move e-mails keep other customers' legs apart; and moves
// made before the rule are listed, by the migration and on the desk.
import { describe, expect, it } from 'vitest'

import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'

import { backends } from './helpers.ts'
import { consoleApp } from './staff-helpers.ts'

const DESK = '/api/staff/shipments'

describe.each(backends)('one move, one customer on %s', (backend) => {
  const { world, call, exec, auditOf } = consoleApp(backend)

  async function created(fields: Record<string, unknown>) {
    const response = await call('operations', 'POST', DESK, fields)
    expect(response.statusCode, response.body).toBe(201)
    return response.json().trackingId as string
  }
  const join = (
    role: 'admin' | 'operations',
    leg: string,
    other: string,
    extra = {},
    lang = 'en',
  ) => call(role, 'POST', `${DESK}/${leg}/move`, { trackingId: other, ...extra }, lang)
  const track = async (trackingId: string) =>
    (await world.app.inject(`/api/jobs/jobs/?tracking_id=${trackingId}`)).json()[0]
  const legsOf = async (trackingId: string) =>
    (await call('operations', 'GET', `${DESK}/${trackingId}`)).json().legs as Array<{
      tracking_id: string
      sameCustomer: boolean
    }>

  it('joins legs of the same phone number however it is written, or the same e-mail address', async () => {
    const air = await created({ contact_number: '+974 5566 7788', email: 'one@example.com' })
    const sea = await created({ contact_number: '5566-7788', email: ' ONE@Example.com ' })
    const storage = await created({ contact_number: '4400 1111', email: 'one@example.com' })
    expect((await join('operations', air, sea)).statusCode).toBe(200)
    expect((await join('operations', air, storage)).statusCode).toBe(200)
    expect((await legsOf(air)).map((leg) => leg.sameCustomer)).toEqual([true, true])
    expect(
      (await track(sea)).move_legs.map((leg: { tracking_id: string }) => leg.tracking_id),
    ).toEqual([air, storage])
  })

  it('refuses operations a leg of another customer, in the console’s language', async () => {
    const mine = await created({ contact_number: '+974 5566 0001', email: 'mine@example.com' })
    const theirs = await created({ contact_number: '+974 5566 0002', email: 'theirs@example.com' })
    const refused = await join('operations', mine, theirs)
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { error: staffMessages.otherCustomer, fields: { trackingId: staffMessages.otherCustomer } },
    ])
    const arabic = await join('operations', mine, theirs, {}, 'ar')
    expect(arabic.json().error).toBe(arStaff.otherCustomer)
    // The same last four digits, or a number too short to name anyone, are not the same customer.
    const short = [
      await created({ contact_number: '1234' }),
      await created({ contact_number: '1234' }),
    ]
    expect((await join('operations', short[0]!, short[1]!)).json().error).toBe(
      staffMessages.otherCustomer,
    )
    expect(
      await world.db.query(
        `SELECT move_id FROM jobs WHERE move_id IS NOT NULL AND tracking_id IN ('${mine}', '${theirs}', '${short[0]}', '${short[1]}')`,
      ),
    ).toEqual([])
  })

  it('refuses a reason from operations: only an admin joins records of different details', async () => {
    const [a, b] = [
      await created({ email: 'a@example.com' }),
      await created({ email: 'b@example.com' }),
    ]
    const refused = await join('operations', a, b, { reason: 'Same family' })
    expect([refused.statusCode, refused.json().error]).toEqual([
      403,
      staffMessages.moveReasonAdminsOnly,
    ])
    expect((await join('operations', a, b, { reason: 'Same family' }, 'ar')).json().error).toBe(
      arStaff.moveReasonAdminsOnly,
    )
  })

  it('asks an admin for the reason, refuses one not on one line, and audits the one given', async () => {
    const office = await created({ contact_number: '+974 4455 6677', email: 'office@corp.example' })
    const home = await created({ contact_number: '+974 3322 1100', email: 'home@example.com' })
    const asked = await join('admin', office, home)
    expect([asked.statusCode, asked.json().error, asked.json().reasonNeeded]).toEqual([
      409,
      staffMessages.otherCustomerReason,
      true,
    ])
    expect((await join('admin', office, home, {}, 'ar')).json().error).toBe(
      arStaff.otherCustomerReason,
    )
    const blank = await join('admin', office, home, { reason: '   ' })
    expect(blank.json().error).toBe(staffMessages.otherCustomerReason)
    const twoLines = await join('admin', office, home, { reason: 'Same man\u2028other line' })
    expect([twoLines.statusCode, twoLines.json().fields]).toEqual([
      400,
      { reason: staffMessages.badMoveReason(300) },
    ])
    const joined = await join('admin', office, home, { reason: 'His office and home numbers' })
    expect(joined.statusCode).toBe(200)
    const [line] = (await auditOf('shipment.move-joined')).filter((row) => row.record_id === office)
    expect(line!.after).toEqual({
      leg: home,
      otherCustomer: home,
      reason: 'His office and home numbers',
    })
    // Vouched for, the leg is shown with the others, both ways.
    expect((await track(office)).move_legs).toHaveLength(1)
    expect((await track(home)).move_legs).toHaveLength(1)
    expect((await legsOf(office))[0]!.sameCustomer).toBe(true)
    // Taking it out takes the reason with it: joined again, it needs one again.
    expect((await call('admin', 'POST', `${DESK}/${home}/move/leave`)).statusCode).toBe(200)
    expect((await join('admin', office, home)).statusCode).toBe(409)
  })

  it('lets a third leg in only when it shares the customer of every leg there', async () => {
    const a = await created({ contact_number: '7000 0001', email: 'shared@example.com' })
    const b = await created({ contact_number: '7000 0001', email: 'b-only@example.com' })
    const c = await created({ contact_number: '7000 0003', email: 'shared@example.com' })
    expect((await join('operations', a, b)).statusCode).toBe(200)
    // c shares a's e-mail, but nothing with b; asked from either side, the answer is the same.
    expect((await join('operations', a, c)).json().error).toBe(staffMessages.otherCustomer)
    expect((await join('operations', c, b)).json().error).toBe(staffMessages.otherCustomer)
  })

  it('stops showing a leg whose customer was changed, to the tracker, the e-mails and the desk', async () => {
    const air = await created({ contact_number: '+974 6600 1234', email: 'kept@example.com' })
    const sea = await created({ contact_number: '+974 6600 1234' })
    expect((await join('operations', air, sea)).statusCode).toBe(200)
    await exec(
      `INSERT INTO subscriptions (job_id, email, confirmed_at, whole_move) SELECT id, 'whole@example.com', ${backend === 'postgres' ? 'now()' : "'2025-01-01T00:00:00.000Z'"}, 1 FROM jobs WHERE tracking_id = '${air}'`,
    )
    const edited = await call('operations', 'POST', `${DESK}/${sea}`, {
      contact_number: '+974 7711 9999',
    })
    expect(edited.statusCode).toBe(200)

    expect(await track(air)).not.toHaveProperty('move_legs')
    expect(await track(sea)).not.toHaveProperty('move_legs')
    expect((await call('operations', 'GET', `${DESK}/${air}`)).json().subscribers).toBe(1)
    expect((await call('operations', 'GET', `${DESK}/${sea}`)).json().subscribers).toBe(0)
    const posted = await call('operations', 'POST', `${DESK}/${sea}/updates`, {
      stage: 'departed',
      date: '2030-06-01',
      note: 'Vessel departed',
    })
    expect(posted.statusCode).toBe(201)
    const mails = await world.db.query(
      `SELECT id FROM outbox WHERE status_update_id = ${posted.json().id}`,
    )
    expect(mails).toEqual([])

    // The desk still lists the leg, marked, and flags the move on the list.
    expect(await legsOf(air)).toEqual([
      expect.objectContaining({ tracking_id: sea, sameCustomer: false }),
    ])
    const list = (await call('operations', 'GET', `${DESK}?q=${air}`)).json().shipments
    expect(list).toEqual([expect.objectContaining({ trackingId: air, mixedMove: true })])
    const lone = await created({ contact_number: '+974 6600 9999' })
    expect((await call('operations', 'GET', `${DESK}?q=${lone}`)).json().shipments).toEqual([
      expect.objectContaining({ mixedMove: false }),
    ])
  })

  it('lists the moves made before the rule whose legs name different customers', async () => {
    const [a, b, c, d] = [
      await created({ email: 'x@example.com' }),
      await created({ email: 'y@example.com' }),
      await created({ email: 'same@example.com' }),
      await created({ email: 'SAME@example.com' }),
    ]
    // As the desk joined them before the rule: no check, and no reason.
    await exec(
      `INSERT INTO moves (created_at) VALUES (1), (2);
       UPDATE jobs SET move_id = (SELECT min(id) FROM moves WHERE created_at = 1) WHERE tracking_id IN ('${a}', '${b}');
       UPDATE jobs SET move_id = (SELECT min(id) FROM moves WHERE created_at = 2) WHERE tracking_id IN ('${c}', '${d}');`,
    )
    const [mixed] = await world.db.query(`SELECT move_id FROM jobs WHERE tracking_id = '${a}'`)
    // The migration runs again, as on a database that had not had it.
    await exec(
      `DELETE FROM schema_migrations WHERE name LIKE 'one move, one customer%';
       ALTER TABLE jobs DROP COLUMN move_reason;`,
    )
    await world.db.repo.migrate()
    const listed = await auditOf('move.mixed-customers')
    expect(listed.find((row) => row.record_id === String(mixed!.move_id))).toMatchObject({
      actor_name: 'migration: one move, one customer',
      record_type: 'move',
      after: { legs: [a, b] },
    })
    expect(listed.filter((row) => JSON.stringify(row.after).includes(c))).toEqual([])
    // Kept as they were, for staff to sort out; the desk shows the warning.
    expect((await legsOf(a)).map((leg) => leg.sameCustomer)).toEqual([false])
    expect((await legsOf(c)).map((leg) => leg.sameCustomer)).toEqual([true])
  })
})
