// Issue 52, item 3, against the real server: a lead's and a shipment's timeline, and the audit
// trail filtered to one record, in both languages, checked by axe at a phone's width and a desk's.
import type { Locator, Page } from '@playwright/test'
import Database from 'better-sqlite3'

import * as enTimeline from '../../../src/console/audit/components/record-timeline.messages'
import * as arTimeline from '../../../src/console/audit/components/record-timeline.messages.ar'
import { expect, test, violations } from '../fixtures'

import { ar, en } from './console-words'
import { consoleCli, enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_URL } from './playwright.config'

/** A new admin, enrolled from the CLI's link with Chromium's virtual passkey, in `prefix`. */
async function signedInAdmin(page: Page, name: string, prefix: string, enrolButton: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${Date.now()}@pearlcoastmovers.qa`
  await enrolled(page, { email, name, role: 'admin' }, prefix, enrolButton)
  return email
}

/** A lead as the public form leaves one, with a long campaign address: its id. */
function lead(fullName: string) {
  const db = new Database(CONSOLE_DATABASE)
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
         submitted_url, client_ip, source)
       VALUES (?, '+97455123987', 'samira@example.com', 'localMove', 'A flat in Lusail.', '',
         'https://www.pearlcoastmovers.qa/?utm_source=google&utm_campaign=villas', '127.0.0.1',
         'google')`,
    )
    .run(fullName)
  db.close()
  return Number(lastInsertRowid)
}

/**
 * Axe on the page at a phone's width and a desk's, nothing of `part` wider than its box, and a
 * screenshot of each for a person to look at.
 */
async function checked(page: Page, name: string, part: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    expect(await violations(page, undefined, 'iframe')).toEqual([])
    expect(await part.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
    await part.screenshot({ path: `test-results/server-e2e/timeline/${name}-${width}.png` })
  }
}

test.use({ baseURL: CONSOLE_URL })

for (const [language, prefix, ui, words] of [
  ['English', '', en, enTimeline],
  ['Arabic', '/ar', ar, arTimeline],
] as const)
  test(`shows a lead's and a shipment's story, and the audit trail of one record (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const key = language.toLowerCase()
    const name = `Timeline Admin ${language}`
    const email = await signedInAdmin(page, name, prefix, ui.enrolButton)
    await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()

    const id = lead(`Samira ${language}`)
    await page.goto(`${prefix}/staff/leads/${id}`)
    const timeline = page.getByRole('region', { name: words.timelineTitle })
    const events = timeline.getByRole('listitem')
    await expect(events.first()).toContainText(`${ui.actions['lead.viewed']} · ${name}`)
    await expect(events.last()).toContainText(words.leadArrived)
    await expect(events.last()).toContainText(words.source('google'))
    await checked(page, `lead-${key}`, timeline)

    // A job posted from the command line as this admin: the shipment's story names them.
    const added = consoleCli(['job', '--customer-name', `Samira ${language}`, '--as', email])
    const trackingId = /([A-Z]{4}\d{6})/.exec(added)![1]!
    consoleCli([
      'status',
      '--tracking-id',
      trackingId,
      '--content',
      'Packed',
      '--date',
      '2030-06-01',
    ])
    await page.goto(`${prefix}/staff/shipments/${trackingId}`)
    await expect(events.nth(0)).toContainText(ui.actions['shipment.viewed']!)
    await expect(events.nth(1)).toContainText(
      `${ui.actions['status-update.posted']} · ${words.systemUser}`,
    )
    await expect(events.nth(2)).toContainText(`${ui.actions['shipment.created']} · ${name}`)
    await checked(page, `shipment-${key}`, timeline)

    await page.goto(`${prefix}/staff/audit?record=shipment&id=${trackingId}`)
    const trail = page.getByRole('list').last()
    await expect(trail.getByRole('listitem')).toHaveCount(3)
    await expect(trail.getByRole('listitem').first()).toContainText(ui.actions['shipment.viewed']!)
    await checked(page, `audit-${key}`, trail)
    await page.getByRole('search').screenshot({
      path: `test-results/server-e2e/timeline/audit-filters-${key}-390.png`,
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await trail
      .getByRole('link', { name: `${ui.records.shipment} #${trackingId}` })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/staff/shipments/${trackingId}$`))
  })
