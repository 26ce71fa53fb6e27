import { describe, expect, it } from 'vitest'

import { validationMessages } from '@contract/messages.ts'
import { createMailer } from '../src/notifications/mailer.ts'
import { pages as subscriptionPageTexts } from '../src/shipments/subscriber-messages.ts'

import { mailingApp, silent, SITE, testConfig, until } from './tracking-helpers.ts'
import { backends } from './helpers.ts'
import { readMail } from './smtp.ts'

describe.each(backends)('subscription requests on %s', (backend) => {
  const { world, subscribe, delivered, mailCount, pathOf } = mailingApp(backend)

  it('sends a pending address one confirmation a day, and a subscribed one nothing', async () => {
    const ask = { tracking_id: 'QTRM654321', contact_last4: '4455', email: 'twice@example.com' }
    const before = world.smtp.mails.length
    // Asked four times at once, then again: one e-mail.
    const answers = await Promise.all([1, 2, 3, 4].map(() => subscribe(ask)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202])
    expect((await subscribe(ask)).statusCode).toBe(202)
    await mailCount(before + 1)
    await delivered()
    expect(world.smtp.mails).toHaveLength(before + 1)
    // A day later a pending address may have another (due then, so it is not delivered here).
    const [job] = await world.db.repo.findJobs('QTRM654321')
    const tomorrow = Date.now() + 24 * 3_600_000 + 1
    const pending = await world.db.repo.countPendingNotifications()
    expect(
      await world.db.repo.subscribe(job?.id as number, 'twice@example.com', false, tomorrow),
    ).toBe('queued')
    expect(await world.db.repo.countPendingNotifications()).toBe(pending + 1)
    const link = /https:\/\/\S+/.exec(
      readMail(world.smtp.mails[before]?.raw ?? '').text,
    )?.[0] as string
    expect((await world.app.inject(pathOf(link))).statusCode).toBe(303)
    // Subscribed: asking again changes nothing and sends nothing, on any day.
    expect((await subscribe(ask)).statusCode).toBe(202)
    expect(
      await world.db.repo.subscribe(job?.id as number, 'twice@example.com', false, tomorrow * 2),
    ).toBe('unchanged')
    expect(world.smtp.mails).toHaveLength(before + 1)
  })

  it('covers the whole move when asked, says so, and widens a confirmed address without a new opt-in', async () => {
    const wholeMove = async (email: string) =>
      (
        await world.db.query(
          `SELECT whole_move FROM subscriptions WHERE email = '${email}' ORDER BY id DESC`,
        )
      ).map((row) => Number(row.whole_move))
    const family = { tracking_id: 'ABCD123456', contact_last4: '1122', email: 'family@example.com' }
    const before = world.smtp.mails.length
    expect((await subscribe({ ...family, wholeMove: true })).statusCode).toBe(202)
    await mailCount(before + 1)
    expect(await wholeMove('family@example.com')).toEqual([1])
    expect(readMail(world.smtp.mails[before]!.raw).text).toContain(
      'each time shipment ABCD123456 or another leg of its move reaches a milestone',
    )
    // Anything but true is the one shipment, as before.
    expect(
      (await subscribe({ ...family, email: 'one@example.com', wholeMove: 'yes' })).statusCode,
    ).toBe(202)
    await mailCount(before + 2)
    // The catcher has the e-mail a moment before the outbox marks its row sent.
    await until(
      async () =>
        (
          await world.db.query(
            `SELECT outbox.id FROM outbox JOIN subscriptions ON subscriptions.id = outbox.subscription_id
             WHERE subscriptions.email = 'one@example.com' AND outbox.sent_at IS NULL`,
          )
        ).length === 0,
      'the confirmation marked sent',
    )
    expect(await wholeMove('one@example.com')).toEqual([0])

    const link = /https:\/\/\S+/.exec(readMail(world.smtp.mails[before + 1]!.raw).text)?.[0]
    expect((await world.app.inject(pathOf(link!))).statusCode).toBe(303)
    const pending = await world.db.repo.countPendingNotifications()
    expect(
      (await subscribe({ ...family, email: 'one@example.com', wholeMove: true })).statusCode,
    ).toBe(202)
    expect(await wholeMove('one@example.com')).toEqual([1])
    expect(await world.db.repo.countPendingNotifications()).toBe(pending)
    expect(world.smtp.mails).toHaveLength(before + 2)
  })

  it('queues no confirmation for an address a mailer would read as another or several', async () => {
    const pending = await world.db.repo.countPendingNotifications()
    for (const email of [
      'a,b@example.test',
      '<y@example.test>',
      'z@example.test>',
      'g:x@example.test;',
    ]) {
      const answer = await subscribe({ tracking_id: 'QTRM654321', contact_last4: '4455', email })
      expect([answer.statusCode, answer.json()], email).toEqual([
        400,
        {
          error: validationMessages.emailInvalid,
          fields: { email: validationMessages.emailInvalid },
        },
      ])
    }
    expect(await world.db.repo.countPendingNotifications()).toBe(pending)
  })

  it('without SMTP_URL, logs subscriber e-mails by id, never the address', async () => {
    const lines: Array<Record<string, unknown>> = []
    const log = { ...silent, info: (entry: object) => void lines.push({ ...entry }) }
    const mailer = createMailer(testConfig().mail, log)
    const mail = {
      subscriptionId: 7,
      to: 'private@example.com',
      trackingId: 'ABCD123456',
      wholeMove: false,
      locale: 'en' as const,
    }
    await mailer.send({ kind: 'subscription-confirm', ...mail, token: 'confirm-token' })
    await mailer.send({
      kind: 'milestone',
      ...mail,
      token: 'unsubscribe-token',
      milestone: 'arrived',
      date: '2025-04-01',
      time: null,
      content: 'Arrived',
    })
    expect(lines).toEqual([
      {
        kind: 'subscription-confirm',
        subscriptionId: 7,
        trackingId: 'ABCD123456',
        link: `${SITE}/api/jobs/subscriptions/confirm/?token=confirm-token`,
      },
      { kind: 'milestone', subscriptionId: 7, trackingId: 'ABCD123456' },
    ])
  })

  it('refuses links it did not send', async () => {
    for (const url of [
      '/api/jobs/subscriptions/confirm/?token=nope',
      '/api/jobs/subscriptions/confirm/',
      '/api/jobs/subscriptions/unsubscribe/?token=nope',
      '/api/jobs/subscriptions/unsubscribe/?token[]=x',
    ])
      expect((await world.app.inject(url)).statusCode, url).toBe(404)
    const multipart = await world.app.inject({
      method: 'POST',
      url: '/api/jobs/subscriptions/unsubscribe/?token=nope',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    })
    expect(multipart.statusCode).toBe(404)
    expect(multipart.body).toContain(subscriptionPageTexts.badUnsubscribe.title)
  })
})
