// Issue 55, item 5, against the real server: a lead's follow-ups with skip and send now, an
// alert about a low rating until it is read, and the admins' rules screen, in both languages,
// checked by axe at a phone's width and a desk's. The planner and sender are not needed: the
// follow-ups and the alert are laid down in the database as they leave them.
import type { Locator, Page } from '@playwright/test'
import Database from 'better-sqlite3'

import * as enFollowUps from '../../../src/console/follow-ups/follow-ups.messages'
import * as arFollowUps from '../../../src/console/follow-ups/follow-ups.messages.ar'
import { expect, test, violations } from '../fixtures'

import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_URL } from './playwright.config'

const HOUR = 3_600_000

/** Statements on the console server's database, as the planner and the sender would write. */
function write(run: (db: Database.Database) => number) {
  const db = new Database(CONSOLE_DATABASE)
  try {
    return run(db)
  } finally {
    db.close()
  }
}

/** A lead with a follow-up due tomorrow and one sent by e-mail, and a low rating for the admins. */
function leadWithFollowUps(fullName: string) {
  return write((db) => {
    const now = Date.now()
    const leadId = Number(
      db
        .prepare(
          `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
             submitted_url, client_ip)
           VALUES (?, '+97455123987', 'noura@example.com', 'localMove', 'A villa in Al Waab.', '',
             'https://www.pearlcoastmovers.qa/', '127.0.0.1')`,
        )
        .run(fullName).lastInsertRowid,
    )
    // A quote sent and opened just now: its reminder is one the planner wants, so it stays.
    const quoteId = Number(
      db
        .prepare(
          `INSERT INTO quotes (lead_id, number, status, language, subject, lines, valid_until,
             deposit_percent, notes, terms_version, current_version, created_at, updated_at)
           VALUES (?, 1, 'sent', 'en', '{}', '[]', ?, 20, '', '1', 1, ?, ?)`,
        )
        .run(leadId, new Date(now + 14 * 24 * HOUR).toISOString().slice(0, 10), now, now)
        .lastInsertRowid,
    )
    db.prepare(
      `INSERT INTO quote_versions (quote_id, version, content, content_sha256, sent_at, first_viewed_at, last_viewed_at)
       VALUES (?, 1, '{}', ?, ?, ?, ?)`,
    ).run(quoteId, '0'.repeat(64), now, now, now)
    const followUp = db.prepare(
      `INSERT INTO follow_ups (rule, key, lead_id, due_at, status, locale, channel, sent_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'en', ?, ?, ?, ?)`,
    )
    followUp.run(
      'quote_viewed',
      `quote_viewed:quote:${quoteId}:v1`,
      leadId,
      now + 24 * HOUR,
      'scheduled',
      null,
      null,
      now,
      now,
    )
    followUp.run(
      'quote_expiring',
      `e2e:expiring:${leadId}`,
      leadId,
      now - HOUR,
      'sent',
      'email',
      now - HOUR,
      now,
      now,
    )
    const jobId = Number(
      db
        .prepare(`INSERT INTO jobs (tracking_id, lead_id) VALUES (?, ?)`)
        .run(`FUE2E${leadId}`, leadId).lastInsertRowid,
    )
    const reviewId = Number(
      db
        .prepare(
          `INSERT INTO reviews (job_id, lead_id, rating, comment, locale, at) VALUES (?, ?, 2, 'The crew came late.', 'en', ?)`,
        )
        .run(jobId, leadId, now).lastInsertRowid,
    )
    db.prepare(
      `INSERT INTO staff_alerts (kind, staff_id, lead_id, job_id, review_id, created_at) VALUES ('low-rating', NULL, ?, ?, ?, ?)`,
    ).run(leadId, jobId, reviewId, now)
    return leadId
  })
}

/** Axe on the page at a desk's width and a phone's, where `part` is no wider than its box. */
async function checked(page: Page, part: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    expect(await violations(page, undefined, 'iframe')).toEqual([])
    expect(await part.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
  }
}

test.use({ baseURL: CONSOLE_URL })

for (const [language, prefix, ui, words] of [
  ['English', '', en, enFollowUps],
  ['Arabic', '/ar', ar, arFollowUps],
] as const)
  test(`Admins see a lead's follow-ups, skip one, read a low rating's alert and tune the rules (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const name = `Follow-up Admin ${language}`
    const email = `follow-up.${language.toLowerCase()}.${Date.now()}@pearlcoastmovers.qa`
    await enrolled(page, { email, name, role: 'admin' }, prefix, ui.enrolButton)
    await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()

    const customer = `Noura ${language}`
    const leadId = leadWithFollowUps(customer)
    await page.goto(`${prefix}/staff/leads/${leadId}`)
    const alerts = page.getByRole('region', { name: words.alertsTitle })
    await expect(alerts).toContainText(words.lowRating(words.stars(2), customer))
    await expect(alerts).toContainText('The crew came late.')
    const section = page.getByRole('region', { name: words.sectionTitle })
    await expect(section).toContainText(words.ruleNames.quote_viewed)
    await expect(section).toContainText(words.channels.email)
    await checked(page, section)

    await section
      .getByRole('button', { name: words.skipLabel(words.ruleNames.quote_viewed) })
      .click()
    await expect(section.getByRole('status')).toHaveText(words.skipped)
    await expect(section).toContainText(words.skippedBy(name))
    const alert = alerts.getByRole('listitem').filter({ hasText: customer })
    await alert.getByRole('button').click()
    await expect(page.getByText(words.lowRating(words.stars(2), customer))).toBeHidden()

    await page.goto(`${prefix}/staff/follow-up-rules`)
    await expect(page.getByRole('heading', { level: 1, name: words.rulesTitle })).toBeVisible()
    const review = page.getByRole('form', { name: words.ruleNames.review_request })
    await review.getByRole('checkbox', { name: words.enabledLabel }).uncheck()
    await review.getByRole('button', { name: words.save }).click()
    await expect(review.getByRole('status')).toHaveText(words.saved(words.ruleNames.review_request))
    await checked(page, page.getByRole('main'))
    await page.reload()
    await expect(
      page
        .getByRole('form', { name: words.ruleNames.review_request })
        .getByRole('checkbox', { name: words.enabledLabel }),
    ).not.toBeChecked()
    // Back on for the other language's run, which starts from the defaults too.
    await page
      .getByRole('form', { name: words.ruleNames.review_request })
      .getByRole('checkbox', { name: words.enabledLabel })
      .check()
    await page
      .getByRole('form', { name: words.ruleNames.review_request })
      .getByRole('button', { name: words.save })
      .click()
    await expect(
      page.getByRole('form', { name: words.ruleNames.review_request }).getByRole('status'),
    ).toBeVisible()
  })
