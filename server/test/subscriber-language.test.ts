import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'

import * as ar from '../src/shipments/subscriber-messages.ar.ts'

import { cli, mailingApp, SITE, until } from './tracking-helpers.ts'
import { backends } from './helpers.ts'
import { readMail } from './smtp.ts'

// A tracking number in Arabic text, isolated left to right (LRI … PDI) as the plain text has it.
const isolated = (value: string) => `\u2066${value}\u2069`

describe.each(backends)('subscribers’ e-mails in their language on %s', (backend) => {
  const { world, subscribe, pathOf } = mailingApp(backend)
  const to = (address: string) => () => world.smtp.mails.filter((mail) => mail.to.includes(address))

  /** Asks for milestone e-mails as the English page does (no language named), and waits. */
  async function subscribedInEnglish(email: string) {
    const mine = to(email)
    const asked = await subscribe({ tracking_id: 'ABCD123456', contact_last4: '1122', email })
    expect(asked.statusCode).toBe(202)
    await until(() => mine().length === 1, 'the confirmation')
    return readMail(mine()[0]!.raw)
  }

  it('writes to a subscriber from /ar in Arabic, right to left, and to one from / in English', async () => {
    const arabic = 'arabic.reader@example.com'
    const mine = to(arabic)
    const asked = await world.app.inject({
      method: 'POST',
      url: '/api/jobs/subscriptions/',
      // The site's API client sends the page's language with every request.
      headers: { 'accept-language': 'ar' },
      payload: { tracking_id: 'ABCD123456', contact_last4: '1122', email: arabic },
      remoteAddress: '10.3.0.2',
    })
    expect(asked.statusCode).toBe(202)
    await until(() => mine().length === 1, 'the Arabic confirmation')
    const confirmation = readMail(mine()[0]!.raw)
    expect(confirmation.headers.get('subject')).toContain('=?UTF-8?')
    expect(confirmation.text).toContain(ar.confirmAsk(isolated('ABCD123456')))
    // Nothing more comes until the link is opened, and it says so.
    expect(confirmation.text).toContain('لن نرسل إليك شيئًا آخر حتى تؤكّد')
    // The link stands alone on its line, below its label.
    const link = /^https:\/\/\S+$/m.exec(confirmation.text)![0]
    expect(confirmation.text).toContain(`${ar.confirmLink}:\n${link}`)
    expect(link).toMatch(/\/api\/jobs\/subscriptions\/confirm\/\?token=[\w-]{43}&lang=ar$/)
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">')
    expect(confirmation.html).toContain('<div lang="ar" dir="rtl"')
    expect(confirmation.html).toContain('<bdi dir="ltr">ABCD123456</bdi>')
    // The title keeps the plain text's isolates; the page marks them up.
    expect(confirmation.html!.slice(confirmation.html!.indexOf('<body'))).not.toMatch(
      /[\u2066\u2069]/,
    )

    // Confirming opens the Arabic tracking page.
    const confirmed = await world.app.inject(pathOf(link))
    expect(confirmed.headers.location).toBe(
      '/ar/track-your-cargo?tracking_id=ABCD123456&subscribed=1',
    )

    // A milestone, with staff's Arabic note: in Arabic, dated the glossary's way in Doha time.
    const added = cli(
      world.db.env,
      'status',
      '--tracking-id',
      'ABCD123456',
      '--content',
      'Cleared customs',
      '--content-ar',
      'تم التخليص الجمركي للشحنة',
      '--location',
      'Hamad Port',
      '--date',
      '2026-11-22',
      '--time',
      '22:40',
      '--stage',
      'customs_cleared',
    )
    expect([added.code, added.stderr]).toEqual([0, ''])
    await until(() => mine().length === 2, 'the Arabic milestone e-mail')
    const milestone = readMail(mine()[1]!.raw)
    expect(milestone.text).toContain(
      `بلغت الشحنة ${isolated('ABCD123456')} مرحلة جديدة: تم التخليص الجمركي، في ` +
        '22 نوفمبر 2026، 10:40 م (بتوقيت الدوحة).',
    )
    expect(milestone.text).toContain('ميناء حمد: تم التخليص الجمركي للشحنة')
    expect(milestone.text).not.toContain('Cleared customs')
    expect(milestone.text).toContain(
      `${ar.trackIt}:\n${SITE}/ar/track-your-cargo?tracking_id=ABCD123456`,
    )
    expect(milestone.text).toContain(ar.whyThisShipment)
    expect(milestone.html).toContain('<html lang="ar" dir="rtl">')
    const unsubscribe = /^<(https:\/\/[^>]+)>$/.exec(
      milestone.headers.get('list-unsubscribe') ?? '',
    )![1]!
    expect(milestone.text).toContain(`${ar.unsubscribeLink}:\n${unsubscribe}`)

    // The unsubscribe page and its answer are in Arabic too.
    const page = await world.app.inject(pathOf(unsubscribe))
    expect(page.body).toContain('<html lang="ar-QA" dir="rtl">')
    expect(page.body).toContain(ar.pages.unsubscribe.title)
    expect(page.body).toContain('<bdi dir="ltr">ABCD123456</bdi>')
    expect(page.body).toContain(`>${ar.pages.unsubscribe.button}</button>`)
    const done = await world.app.inject({ method: 'POST', url: pathOf(unsubscribe) })
    expect(done.body).toContain(ar.pages.unsubscribed.title)
    expect(done.body).toContain('href="/ar/track-your-cargo"')
    // A link that no longer works still answers in the language it names.
    const stale = await world.app.inject(pathOf(link))
    expect([stale.statusCode, stale.body.includes(ar.pages.badConfirm.title)]).toEqual([404, true])

    // The same steps from the English page: English, left to right.
    const english = await subscribedInEnglish('english.reader@example.com')
    expect(english.headers.get('subject')).toBe('Confirm e-mails about shipment ABCD123456')
    expect(english.text).toContain(
      'Nothing more will be sent until you confirm: open this link to start the e-mails.',
    )
    expect(english.html).toContain('<html lang="en" dir="ltr">')
    expect(english.html).not.toContain('rtl')
  })

  it('tells an Arabic whole-move subscriber why, in Arabic', async () => {
    const email = 'arabic.family@example.com'
    const mine = to(email)
    await world.app.inject({
      method: 'POST',
      url: '/api/jobs/subscriptions/',
      headers: { 'accept-language': 'ar-QA,ar;q=0.9' },
      payload: { tracking_id: 'ABCD123456', contact_last4: '1122', email, wholeMove: true },
      remoteAddress: '10.3.0.3',
    })
    await until(() => mine().length === 1, 'the confirmation')
    const confirmation = readMail(mine()[0]!.raw)
    expect(confirmation.text).toContain(ar.confirmAskMove(isolated('ABCD123456')))
    const link = /^https:\/\/\S+$/m.exec(confirmation.text)![0]
    expect((await world.app.inject(pathOf(link))).statusCode).toBe(303)
    await world.db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Delivered to the villa in Doha',
      status_date: '2026-11-25',
      milestone: 'delivered',
    })
    await until(() => mine().length === 2, 'the milestone e-mail')
    const mail = readMail(mine()[1]!.raw)
    expect(mail.text).toContain(ar.whyThisMove)
    // Without an Arabic note, the English one, with its known place in Arabic.
    expect(mail.text).toContain(`${isolated('Delivered to the villa in')} الدوحة`)
    expect(mail.html).toContain('<bdi dir="ltr">Delivered to the villa in</bdi> الدوحة')
    expect(mail.text).toContain('25 نوفمبر 2026.')
  })

  it('reads a subscription made before languages were stored as English', async () => {
    const statement =
      "INSERT INTO subscriptions (job_id, email) SELECT id, 'old@example.com' FROM jobs " +
      "WHERE tracking_id = 'QTRM654321'"
    if (backend === 'postgres') await world.db.query(statement)
    else {
      const raw = new Database(world.db.env.SQLITE_PATH!)
      raw.exec(statement)
      raw.close()
    }
    const rows = (await world.db.query(
      "SELECT locale FROM subscriptions WHERE email = 'old@example.com'",
    )) as Array<{ locale: string }>
    expect(rows).toEqual([{ locale: 'en' }])
  })
})
