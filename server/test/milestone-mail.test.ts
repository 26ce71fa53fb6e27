import { createHash } from 'node:crypto'

import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'

import { validationMessages } from '@contract/messages.ts'
import { privacyMessages } from '@contract/tracking-messages.ts'
import { pages as subscriptionPageTexts } from '../src/shipments/subscriber-messages.ts'

import { cli, mailingApp, SITE, until } from './tracking-helpers.ts'
import { backends } from './helpers.ts'
import { readMail } from './smtp.ts'

describe.each(backends)('milestone e-mails on %s', (backend) => {
  const { world, subscribe, delivered, mailCount, pathOf } = mailingApp(backend)

  /** Changes rows directly, as only the desk's API may: a move made of two demo jobs. */
  async function exec(statement: string) {
    if (backend === 'postgres') return void (await world.db.query(statement))
    const raw = new Database(world.db.env.SQLITE_PATH!)
    try {
      raw.exec(statement)
    } finally {
      raw.close()
    }
  }

  it('confirms by e-mail first, then announces milestones until one click unsubscribes', async () => {
    // The same second factor as a reveal; no e-mail leaves without it.
    const refused = await subscribe({
      tracking_id: 'ABCD123456',
      contact_last4: '1123',
      email: 'fan@example.com',
    })
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: privacyMessages.refused }])
    const badAddress = await subscribe({
      tracking_id: 'ABCD123456',
      contact_last4: '1122',
      email: 'fan@',
    })
    expect([badAddress.statusCode, badAddress.json()]).toEqual([
      400,
      {
        error: validationMessages.emailInvalid,
        fields: { email: validationMessages.emailInvalid },
      },
    ])

    const accepted = await subscribe({
      tracking_id: 'abcd123456',
      contact_last4: '1122',
      email: ' Fan@Example.com ',
    })
    expect([accepted.statusCode, accepted.json()]).toEqual([202, { ok: true }])
    await mailCount(1)
    const confirmation = readMail(world.smtp.mails[0]?.raw ?? '')
    expect(world.smtp.mails[0]?.to).toEqual(['fan@example.com'])
    expect(confirmation.headers.get('subject')).toBe('Confirm e-mails about shipment ABCD123456')
    const confirmLink = /https:\/\/\S+/.exec(confirmation.text)?.[0] as string
    expect(confirmLink).toMatch(
      /^https:\/\/track\.example\.qa\/api\/jobs\/subscriptions\/confirm\/\?token=[\w-]{43}$/,
    )

    // The token is kept only as its hash.
    const token = new URL(confirmLink).searchParams.get('token') as string
    const stored = JSON.stringify(await world.db.query('SELECT * FROM subscription_tokens'))
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'))
    expect(stored).not.toContain(token)

    // Nothing but the confirmation goes out before the link is opened.
    await world.db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Arrived at Brisbane',
      status_date: '2025-04-01',
      milestone: 'arrived',
    })
    await delivered()
    expect(world.smtp.mails).toHaveLength(1)

    expect((await world.app.inject({ method: 'HEAD', url: pathOf(confirmLink) })).statusCode).toBe(
      405,
    )
    const confirmed = await world.app.inject(pathOf(confirmLink))
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe('/track-your-cargo?tracking_id=ABCD123456&subscribed=1')
    const reused = await world.app.inject(pathOf(confirmLink))
    expect(reused.statusCode).toBe(404)
    expect(reused.body).toContain(subscriptionPageTexts.badConfirm.title)

    // Staff add an update with a stage: the subscriber hears of it.
    const added = cli(
      world.db.env,
      'status',
      '--tracking-id',
      'ABCD123456',
      '--content',
      'Cleared customs in Brisbane',
      '--date',
      '2025-04-03',
      '--time',
      '08:15',
      '--stage',
      'customs_cleared',
    )
    expect(added.code).toBe(0)
    await mailCount(2)
    const milestone = readMail(world.smtp.mails[1]?.raw ?? '')
    expect(world.smtp.mails[1]?.to).toEqual(['fan@example.com'])
    expect(milestone.headers.get('subject')).toBe('Shipment ABCD123456: Customs cleared')
    expect(milestone.text).toContain(
      'Shipment ABCD123456 has reached a milestone: Customs cleared, on 03/04/2025 at 08:15 (Doha time).',
    )
    expect(milestone.text).toContain('Cleared customs in Brisbane')
    expect(milestone.text).toContain(`Track it: ${SITE}/track-your-cargo?tracking_id=ABCD123456`)
    const unsubscribeLink = /^<(https:\/\/[^>]+)>$/.exec(
      milestone.headers.get('list-unsubscribe') ?? '',
    )?.[1] as string
    expect(unsubscribeLink).toMatch(
      /^https:\/\/track\.example\.qa\/api\/jobs\/subscriptions\/unsubscribe\/\?token=[\w-]{43}$/,
    )
    expect(milestone.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(milestone.text).toContain(`Unsubscribe: ${unsubscribeLink}`)

    // An update that gains a stage by an edit is announced too; one that does not, is not.
    const plain = cli(
      world.db.env,
      'status',
      '--tracking-id',
      'ABCD123456',
      '--content',
      'Out for delivery',
      '--date',
      '2025-04-05',
    )
    const plainId = /#(\d+)/.exec(plain.stdout)?.[1] as string
    cli(world.db.env, 'status-edit', '--id', plainId, '--content', 'Out for delivery in Southport')
    await delivered()
    expect(world.smtp.mails).toHaveLength(2)
    cli(world.db.env, 'status-edit', '--id', plainId, '--stage', 'delivered')
    await mailCount(3)
    expect(readMail(world.smtp.mails[2]?.raw ?? '').headers.get('subject')).toBe(
      'Shipment ABCD123456: Delivered',
    )

    // Opening the link only shows a button: a link scanner unsubscribes nobody.
    const shown = await world.app.inject(pathOf(unsubscribeLink))
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(shown.body).toContain(subscriptionPageTexts.unsubscribe.title)
    expect(shown.body).toMatch(
      /<form method="post" action="\/api\/jobs\/subscriptions\/unsubscribe\/\?token=[\w-]{43}"><button type="submit"[^>]*>Unsubscribe<\/button><\/form>/,
    )
    await world.db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Booked again for the return',
      status_date: '2025-05-01',
      milestone: 'booked',
    })
    await mailCount(4)

    // The one-click POST of RFC 8058 (any e-mail's link works) ends it: no more mail.
    const clicked = await world.app.inject({
      method: 'POST',
      url: pathOf(unsubscribeLink),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.statusCode).toBe(200)
    expect(clicked.body).toContain(subscriptionPageTexts.unsubscribed.title)
    await world.db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Collected for the return',
      status_date: '2025-05-02',
      milestone: 'collected',
    })
    await delivered()
    expect(world.smtp.mails).toHaveLength(4)
    const after = await world.app.inject(pathOf(unsubscribeLink))
    expect(after.body).toContain(subscriptionPageTexts.unsubscribed.title)
    expect(after.body).not.toContain('<form')
  })

  it("e-mails each of three subscribers this job's own new update, among other jobs' updates", async () => {
    const addresses = ['one@example.com', 'two@example.com', 'three@example.com']
    await world.db.repo.upsertJob({ tracking_id: 'TRIO100200', contact_number: '+974 5000 7788' })
    const before = world.smtp.mails.length
    for (const email of addresses)
      expect(
        (await subscribe({ tracking_id: 'TRIO100200', contact_last4: '7788', email })).statusCode,
      ).toBe(202)
    await mailCount(before + addresses.length)
    for (const { raw } of world.smtp.mails.slice(before)) {
      const link = /https:\/\/\S+/.exec(readMail(raw).text)?.[0] as string
      expect((await world.app.inject(pathOf(link))).statusCode).toBe(303)
    }
    // Other jobs' updates take the ids on either side of the new one's.
    for (const date of ['2025-04-01', '2025-04-02'])
      await world.db.repo.addStatusUpdate({
        tracking_id: 'ABCD123456',
        status_content: `PRIVATE note of ABCD123456 on ${date}`,
        status_date: date,
      })

    const added = cli(
      world.db.env,
      'status',
      '--tracking-id',
      'TRIO100200',
      '--content',
      'Reached Doha',
      '--date',
      '2025-04-03',
      '--stage',
      'arrived',
    )
    expect([added.code, added.stderr]).toEqual([0, ''])
    await world.db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'PRIVATE note of ABCD123456, after',
      status_date: '2025-04-04',
    })

    await mailCount(before + 2 * addresses.length)
    const announced = world.smtp.mails.slice(before + addresses.length)
    expect(announced.map(({ to }) => to[0]).sort()).toEqual([...addresses].sort())
    for (const { raw } of announced) {
      const mail = readMail(raw)
      expect(mail.headers.get('subject')).toBe('Shipment TRIO100200: Arrived')
      expect(mail.text).toContain('Reached Doha')
      expect(mail.text).not.toContain('PRIVATE')
    }
    const [job] = await world.db.repo.findJobs('TRIO100200')
    expect(job?.status_updates.map((update) => update.status_content)).toContain('Reached Doha')
  })

  // Last: its subscriber stays, and would hear of the other tests' milestones.
  it('tells a whole-move subscriber of another leg’s milestone, under that leg’s number', async () => {
    const legs = `tracking_id IN ('ABCD123456', 'SYKR293270')`
    await exec(`INSERT INTO moves (created_at) VALUES (0)`)
    // The demo jobs name different customers: an admin joined them, saying why (issue 48).
    await exec(`UPDATE jobs SET move_id = (SELECT max(id) FROM moves) WHERE ${legs}`)
    await exec(`UPDATE jobs SET move_reason = 'One family' WHERE tracking_id = 'SYKR293270'`)
    const to = 'family.move@example.com'
    const mine = () => world.smtp.mails.filter((mail) => mail.to.includes(to))
    const asked = await subscribe({
      tracking_id: 'ABCD123456',
      contact_last4: '1122',
      email: to,
      wholeMove: true,
    })
    expect(asked.statusCode).toBe(202)
    await until(() => mine().length === 1, 'the confirmation')
    const confirmation = readMail(mine()[0]!.raw).text
    expect(confirmation).toContain('shipment ABCD123456 or another leg of its move reaches')
    const link = /https:\/\/\S+/.exec(confirmation)![0]
    expect((await world.app.inject(pathOf(link))).statusCode).toBe(303)

    await world.db.repo.addStatusUpdate({
      tracking_id: 'SYKR293270',
      status_content: 'Sea freight loaded at Hamad Port',
      status_date: '2030-01-02',
      milestone: 'departed',
    })
    await until(() => mine().length === 2, 'the milestone e-mail')
    const mail = readMail(mine()[1]!.raw)
    expect(mail.headers.get('subject')).toBe('Shipment SYKR293270: Departed')
    expect(mail.text).toContain('every leg of this move')
    await exec(`UPDATE jobs SET move_id = NULL, move_reason = NULL WHERE ${legs}`)
  })
})
