// Issue 55's whole loop against the real server, its planner and sender running, in English and
// Arabic: a delivered shipment's "How did we do?" planned, sent now from the console and read
// from the SMTP test server; 5 stars from its link leading to the Google button; 2 stars reaching
// the admin's open console as an alert, live; and "Stop everything" from the e-mail's stop link
// cancelling the reminder planned for the customer's next leg. The server sends at any hour
// (FOLLOW_UP_ANY_HOUR), so nothing here waits on Doha's clock.
import { randomBytes } from 'node:crypto'

import Database from 'better-sqlite3'

import * as arFollowUps from '../../../src/console/follow-ups/follow-ups.messages.ar'
import * as enFollowUps from '../../../src/console/follow-ups/follow-ups.messages'
import { readMail, smtpServer } from '../../../server/test/smtp'
import { expect, test } from '../fixtures'

import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_SMTP_PORT, CONSOLE_URL } from './playwright.config'

const DAY = 86_400_000

test.use({ baseURL: CONSOLE_URL })

let smtp: Awaited<ReturnType<typeof smtpServer>>
test.beforeAll(async () => {
  smtp = await smtpServer(CONSOLE_SMTP_PORT)
})
test.afterAll(() => smtp.close())

const dohaDate = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10)

/**
 * A customer's two legs: one from their lead, delivered today, and one collected a week from now. Written
 * as the desk leaves them; the planner finds the review request and the move reminders itself.
 */
function twoLegMove(language: 'en' | 'ar') {
  const db = new Database(CONSOLE_DATABASE)
  try {
    const unique = randomBytes(4).toString('hex').toUpperCase()
    const email = `family.${unique.toLowerCase()}@example.com`
    const name = `Family ${unique}`
    // Each run its own customer: "stop everything" covers their address and number for good.
    const phone = `+974 55${String(parseInt(unique, 16) % 1_000_000).padStart(6, '0')}`
    const leadId = Number(
      db
        .prepare(
          `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
             submitted_url, client_ip, locale, status, contacted_at)
           VALUES (?, ?, ?, 'international', 'Doha to Amman, then a storage unit.',
             '', 'https://www.pearlcoastmovers.qa/', '127.0.0.1', ?, 'won', ?)`,
        )
        .run(name, phone, email, language, Date.now()).lastInsertRowid,
    )
    const leg = db.prepare(
      `INSERT INTO jobs (tracking_id, lead_id, customer_name, email, destination, collection_date, stage)
       VALUES (?, ?, ?, ?, 'Amman', ?, ?)`,
    )
    const delivered = `FUD${unique}`
    const next = `FUN${unique}`
    const deliveredId = Number(
      leg.run(delivered, leadId, name, email, dohaDate(Date.now() - 20 * DAY), 'delivered')
        .lastInsertRowid,
    )
    // A lead makes one shipment; the next leg is the same customer by their address.
    leg.run(next, null, name, email, dohaDate(Date.now() + 7 * DAY), 'booked')
    db.prepare(
      `INSERT INTO status_updates (job_id, status_content, status_date, status_time, milestone)
       VALUES (?, 'Delivered to the new home in Amman.', ?, '10:00', 'delivered')`,
    ).run(deliveredId, dohaDate(Date.now()))
    return { name, email, delivered, next }
  } finally {
    db.close()
  }
}

const planned = (trackingId: string, rule: string) => {
  const db = new Database(CONSOLE_DATABASE, { readonly: true })
  try {
    return db
      .prepare(
        `SELECT f.status, f.reason FROM follow_ups f JOIN jobs j ON j.id = f.job_id
         WHERE j.tracking_id = ? AND f.rule = ?`,
      )
      .all(trackingId, rule) as Array<{ status: string; reason: string | null }>
  } finally {
    db.close()
  }
}

const customerWords = {
  en: {
    five: '5 stars: excellent',
    two: '2 stars: poor',
    comment: 'Anything you would like to tell us? (optional)',
    send: 'Send my rating',
    google: 'Review us on Google',
    all: /^Stop everything from /,
    allDone: /^Done: .* will send you no more follow-ups/,
  },
  ar: {
    five: '5 نجوم: ممتاز',
    two: 'نجمتان: ضعيف',
    comment: 'هل تودّ أن تخبرنا بشيء؟ (اختياري)',
    send: 'أرسل تقييمي',
    google: 'قيّمنا على جوجل',
    all: /^إيقاف كل الرسائل من /,
    allDone: /^تمّ: لن ترسل إليك .* بعد الآن أي رسائل متابعة/,
  },
} as const

for (const [language, prefix, ui, words] of [
  ['en', '', en, enFollowUps],
  ['ar', '/ar', ar, arFollowUps],
] as const)
  test(`A delivered move's review request goes by e-mail, its ratings land, and stop-all ends the next reminder (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const customer = customerWords[language]
    const move = twoLegMove(language)
    await expect
      .poll(() => planned(move.delivered, 'review_request'), { timeout: 15_000 })
      .toEqual([{ status: 'scheduled', reason: null }])
    await expect
      .poll(() => planned(move.next, 'move_1_day'), { timeout: 15_000 })
      .toEqual([{ status: 'scheduled', reason: null }])

    await enrolled(
      page,
      {
        email: `loop.${language}.${Date.now()}@pearlcoastmovers.qa`,
        name: `Loop ${language}`,
        role: 'admin',
      },
      prefix,
      ui.enrolButton,
    )
    await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
    await page.goto(`${prefix}/staff/shipments/${move.delivered}`)
    const section = page.getByRole('region', { name: words.sectionTitle })
    await section
      .getByRole('button', { name: words.sendNowLabel(words.ruleNames.review_request) })
      .click()
    await expect(section.getByRole('status')).toHaveText(words.broughtForward)

    // The customer's e-mail, in their language, with the feedback page's and the stop page's links.
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.to.includes(move.email)).length, {
        timeout: 20_000,
      })
      .toBe(1)
    const mail = readMail(smtp.mails.find((one) => one.to.includes(move.email))!.raw)
    const links = mail.text.match(/https?:\/\/\S+/g) ?? []
    const feedback = links.find((link) => link.includes('/feedback/'))!
    const stop = links.find((link) => link.includes('/follow-ups/stop/'))!
    expect(new URL(feedback).pathname).toMatch(new RegExp(`^${prefix}/feedback/[\\w-]{43}$`))
    expect(new URL(stop).pathname).toMatch(new RegExp(`^${prefix}/follow-ups/stop/[\\w-]{43}$`))
    expect(mail.html).toContain(`lang="${language}"`)
    expect(mail.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
    expect(planned(move.delivered, 'review_request')).toEqual([{ status: 'sent', reason: null }])

    const customerSide = await browser.newContext()
    const phone = await customerSide.newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    const path = (link: string) => new URL(link).pathname

    // 5 stars: the thanks leads with the Google button.
    await phone.goto(path(feedback))
    await phone.getByRole('radio', { name: customer.five }).check()
    await phone.getByRole('button', { name: customer.send }).click()
    const google = phone.getByRole('link', { name: customer.google })
    await expect(google).toHaveClass('go')
    expect(await google.getAttribute('href')).toMatch(/^https:\/\//)

    // 2 stars with a comment: the admin's open console shows the alert without a reload.
    await phone.goto(path(feedback))
    await phone.getByRole('radio', { name: customer.two }).check()
    const comment = `The crew arrived late (${move.name}).`
    await phone.getByLabel(customer.comment).fill(comment)
    await phone.getByRole('button', { name: customer.send }).click()
    await expect(phone.getByRole('link', { name: customer.google })).toBeVisible()
    const alerts = page.getByRole('region', { name: words.alertsTitle })
    await expect(alerts).toContainText(comment, { timeout: 15_000 })

    // Stop everything from the e-mail's link: the next leg's reminder is cancelled at once.
    await phone.goto(path(stop))
    await phone.getByRole('button', { name: customer.all }).click()
    await expect(phone.getByRole('status')).toHaveText(customer.allDone)
    expect(planned(move.next, 'move_1_day')).toEqual([{ status: 'cancelled', reason: 'stopped' }])
    await page.goto(`${prefix}/staff/shipments/${move.next}`)
    await expect(page.getByRole('region', { name: words.sectionTitle })).toContainText(
      words.cancelled(words.reasons.stopped),
    )
    await customerSide.close()
  })
