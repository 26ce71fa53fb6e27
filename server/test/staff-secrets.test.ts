// What a copy of the database and a stopwatch tell an attacker (issue 48, B2 and W1): no working
// sign-in, enrolment, confirmation or unsubscribe link sits in any table once the e-mails are
// sent, and asking for a sign-in link takes the same time for a staff address as for any other.
import { describe, expect, it, vi } from 'vitest'

import { everyText } from './every-text.ts'
import { backends } from './helpers.ts'
import { linkToken, staffWorld } from './staff-world.ts'
import { SUBSCRIBE, until } from './tracking-helpers.ts'

describe.each(backends)('secrets at rest on %s', (backend) => {
  const { world, call, enrolled, nthMail } = staffWorld(backend, {
    RATE_LIMIT_TRACKING_PER_MINUTE: '100000',
  })

  it('keeps no working link in any table once the sign-in, enrolment and subscriber e-mails are sent', async () => {
    const admin = await enrolled('admin')
    const hire = `hire.${backend}@staff.example.qa`
    const added = await call('POST', '/api/staff/members', {
      cookie: admin.cookie,
      body: { email: hire, name: 'New Hire', role: 'sales' },
    })
    expect(added.statusCode).toBe(201)
    await call('POST', '/api/staff/sign-in/email', { body: { email: admin.email } })
    const subscriber = 'reader@example.com'
    const subscribed = await world.app.inject({
      method: 'POST',
      url: SUBSCRIBE,
      payload: { tracking_id: 'ABCD123456', contact_last4: '1122', email: subscriber },
      remoteAddress: '10.9.0.1',
    })
    expect(subscribed.statusCode).toBe(202)
    const confirm = await nthMail(subscriber, 1)
    const confirmPath = /\/api\/jobs\/subscriptions\/confirm\/\?token=[\w-]+/.exec(confirm.text)![0]
    expect((await world.app.inject(confirmPath)).statusCode).toBe(303)
    const posted = await call('POST', `/api/staff/shipments/ABCD123456/updates`, {
      cookie: admin.cookie,
      body: { stage: 'departed', date: '2030-03-02', note: 'Vessel departed' },
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const milestone = await nthMail(subscriber, 2)
    const unsubscribePath = /\/api\/jobs\/subscriptions\/unsubscribe\/\?token=[\w-]+/.exec(
      milestone.text,
    )![0]
    const signInMail = await nthMail(admin.email, 2)
    const enrolMail = await nthMail(hire, 1)
    await until(async () => (await world.db.repo.countPendingNotifications()) === 0, 'the outbox')

    const { columns, values } = await everyText(backend, world.db.query)
    expect(columns.some(({ table }) => table === 'outbox')).toBe(true)
    const found = new Set(values.flatMap((value) => value.match(/[\w-]{20,}/g) ?? []))
    expect(found.size).toBeGreaterThan(10)
    const works = async (token: string) => {
      const tries = await Promise.all([
        call('POST', '/api/staff/sign-in/link', { body: { token } }),
        call('POST', '/api/staff/enrol/options', { body: { token } }),
        world.app.inject(`/api/jobs/subscriptions/confirm/?token=${token}`),
        world.app.inject(`/api/jobs/subscriptions/unsubscribe/?token=${token}`),
      ])
      return tries.some((answer) => answer.statusCode < 400)
    }
    const working: string[] = []
    for (const token of found) if (await works(token)) working.push(token)
    expect(working).toEqual([])

    // The probe finds a working token when there is one: those the e-mails carried still work.
    for (const token of [linkToken(signInMail.text)!, linkToken(enrolMail.text)!])
      expect(await works(token)).toBe(true)
    expect((await world.app.inject(unsubscribePath)).statusCode).toBe(200)
  })
})

describe.each(backends)('asking for a sign-in link on %s', (backend) => {
  const { world, call, enrolled } = staffWorld(backend)

  it('looks nothing up before it answers, for any address', async () => {
    const { email } = await enrolled('operations')
    const lookUp = vi.spyOn(world.db.repo, 'staffMemberByEmail')
    try {
      for (const address of [email, 'nobody@staff.example.qa']) {
        lookUp.mockClear()
        const answer = await call('POST', '/api/staff/sign-in/email', { body: { email: address } })
        expect([address, answer.statusCode, lookUp.mock.calls.length]).toEqual([address, 202, 0])
        await until(() => lookUp.mock.calls.length === 1, 'the look-up after the answer')
      }
    } finally {
      lookUp.mockRestore()
    }
  })

  it('takes as long for a staff address as for an unknown one, and mails after the answer', async () => {
    const { email } = await enrolled('sales')
    const settle = () => new Promise((resolve) => setTimeout(resolve, 15))
    const timed = async (address: string) => {
      const start = process.hrtime.bigint()
      const answer = await call('POST', '/api/staff/sign-in/email', { body: { email: address } })
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      expect(answer.statusCode).toBe(202)
      // The work after the answer ends before the next try, so no try pays for another's.
      await settle()
      return ms
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 60; i++) {
      known.push(await timed(email))
      unknown.push(await timed(`nobody.${i}@staff.example.qa`))
    }
    // Interleaved medians, with a generous bound (a busy machine slows both alike): before, a
    // staff address took a write and a queued e-mail longer.
    const bound = Math.max(1, median(unknown) / 2)
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(bound)
    await until(
      async () => world.smtp.mails.filter((mail) => mail.to.includes(email)).length >= 61,
      'the sign-in e-mails',
    )
  })
})
