// Issue 52, item 4 on a phone and at a desk, in both languages: Undo of a removed update brings
// it back and e-mails nobody, and a day's CSV posts the rows left ticked.
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { smtpServer } from '../../../server/test/smtp'
import { milestoneLabels as arStages } from '../../../shared/contract/tracking-messages.ar'
import { milestoneLabels as enStages } from '../../../shared/contract/tracking-messages'
import * as enDesk from '../../../src/console/shipments/desk.messages'
import * as arDesk from '../../../src/console/shipments/desk.messages.ar'
import { expect, test, violations } from '../fixtures'

import { attempt } from './attempt'
import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_SMTP_PORT, CONSOLE_URL } from './playwright.config'

test.use({ baseURL: CONSOLE_URL })

let smtp: Awaited<ReturnType<typeof smtpServer>>
test.beforeAll(async () => {
  smtp = await smtpServer(CONSOLE_SMTP_PORT)
})
test.afterAll(() => smtp.close())

/** An operations colleague added from the CLI, signed in with a virtual passkey from the link. */
const operations = (page: Page, email: string, prefix: string, enrolButton: string) =>
  enrolled(page, { email, name: 'Ops', role: 'operations' }, prefix, enrolButton)

/**
 * Shipments in transit, as the CLI leaves them, each followed by one confirmed subscriber; numbered
 * apart for each attempt of the test.
 */
function shipmentsInTransit(prefix: string, count: number) {
  const db = new Database(CONSOLE_DATABASE)
  const ids = Array.from({ length: count }, (_, index) => {
    const id = `${prefix}${String(200_001 + attempt() * 100 + index)}`
    db.prepare(
      `INSERT INTO jobs (tracking_id, customer_name, contact_number, contact_digits, origin,
         destination, date_of_arrival, stage, last_posted_at)
       VALUES (?, 'Huda Al-Kuwari', '+974 5511 2233', '97455112233', 'Doha', 'Amman', '2026-12-20',
         'in_transit', ?)`,
    ).run(id, Date.now())
    db.prepare(
      'INSERT INTO subscriptions (job_id, email, confirmed_at) SELECT id, ?, ? FROM jobs WHERE tracking_id = ?',
    ).run(`${id.toLowerCase()}@example.com`, new Date().toISOString(), id)
    return id
  })
  db.close()
  return ids
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0)

/** No sideways scroll on the narrowest phone either (360 px), then back to the test's width. */
async function fitsNarrowPhone(page: Page) {
  const wide = page.viewportSize()!
  await page.setViewportSize({ width: 360, height: wide.height })
  await noSidewaysScroll(page)
  await page.setViewportSize(wide)
}

const noViolations = async (page: Page) =>
  expect(await violations(page, undefined, 'iframe')).toEqual([])

const languages = [
  { name: 'English', prefix: '', ui: en, desk: enDesk, stages: enStages, code: 'EN' },
  { name: 'Arabic', prefix: '/ar', ui: ar, desk: arDesk, stages: arStages, code: 'AR' },
] as const
const screens = [
  { size: 'phone', viewport: { width: 390, height: 844 }, code: 'P' },
  { size: 'desk', viewport: { width: 1280, height: 800 }, code: 'D' },
] as const

for (const { size, viewport, code: screenCode } of screens)
  for (const { name, prefix, ui, desk, stages, code } of languages)
    test.describe(`on a ${size} in ${name}`, () => {
      test.use({ viewport })

      test('undoes a removed update: it comes back and no e-mail goes out', async ({ page }) => {
        test.setTimeout(60_000)
        const [trackingId] = shipmentsInTransit(`U${code}${screenCode}`, 1)
        const subscriber = `${trackingId!.toLowerCase()}@example.com`
        const mails = () => smtp.mails.filter((mail) => mail.to.includes(subscriber)).length
        await operations(
          page,
          `undo.${code}${screenCode}@pearlcoastmovers.qa`,
          prefix,
          ui.enrolButton,
        )
        await expect(page.getByRole('heading', { level: 1, name: ui.shipmentsTitle })).toBeVisible()
        await page.goto(`${prefix}/staff/shipments/${trackingId}`)

        // The next milestone is chosen and worded already: one tap posts it.
        const post = page.getByRole('region', { name: ui.postUpdateTitle })
        await expect(
          post.getByRole('radio', { name: new RegExp(`^${stages.arrived}`) }),
        ).toBeChecked()
        await post.getByRole('button', { name: ui.postUpdate }).click()
        await expect(post.getByText(ui.updatePosted)).toBeVisible()
        await expect.poll(mails, { timeout: 15_000 }).toBe(1)
        await noSidewaysScroll(page)
        await fitsNarrowPhone(page)

        const updates = page.getByRole('region', { name: ui.updatesTitle })
        const note = (await updates
          .getByRole('listitem')
          .first()
          .locator('bdi')
          .first()
          .textContent())!
        await updates.getByRole('button', { name: ui.removeUpdateNamed(note) }).click()
        const toast = page.getByRole('status').filter({ hasText: ui.updateRemoved })
        await expect(toast).toBeVisible()
        await expect(updates.getByText(ui.noUpdatesYet)).toBeVisible()
        // Focus on Undo holds the toast open while axe reads the page.
        await toast.getByRole('button', { name: desk.undo }).focus()
        await noViolations(page)
        await toast.getByRole('button', { name: desk.undo }).click()
        await expect(page.getByRole('status').filter({ hasText: desk.restored })).toBeVisible()
        await expect(updates.getByText(note)).toBeVisible()
        await expect(page.getByText(stages.arrived).first()).toBeVisible()

        // The outbox polls every 200 ms: well past several polls, still only the first e-mail.
        await page.waitForTimeout(2_000)
        expect(mails()).toBe(1)
      })

      test('posts a day’s CSV but the rows left unticked, and warns of a stage passed over', async ({
        page,
      }) => {
        test.setTimeout(60_000)
        const [first, second, third] = shipmentsInTransit(`C${code}${screenCode}`, 3)
        await operations(
          page,
          `csv.${code}${screenCode}@pearlcoastmovers.qa`,
          prefix,
          ui.enrolButton,
        )
        await expect(page.getByRole('heading', { level: 1, name: ui.shipmentsTitle })).toBeVisible()
        // At least three shipments on a phone's first screen, and no sideways scroll.
        const items = page.getByRole('main').getByRole('listitem')
        if (size === 'phone') await expect(items.nth(2)).toBeInViewport({ ratio: 1 })
        await noSidewaysScroll(page)
        await fitsNarrowPhone(page)

        await page.goto(`${prefix}/staff/shipments/import`)
        await expect(page.getByRole('link', { name: desk.downloadTemplate })).toBeVisible()
        const csv = [
          'tracking number,stage,date,time,location,note',
          `${first},arrived,2026-12-01,09:30,Aqaba,Arrived at Aqaba`,
          `${second},customs cleared,2026-12-02,,,`,
          `${third},arrived,2026-12-40,,,Arrived`,
        ].join('\n')
        await page
          .getByLabel(ui.csvFile)
          .setInputFiles({ name: 'today.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
        await page.getByRole('button', { name: ui.checkFile }).click()
        await expect(page.getByText(ui.fixRows)).toBeVisible()
        const table = page.getByRole('region', { name: ui.importTitle })
        await expect(table.getByText('Aqaba').first()).toBeVisible()
        await expect(table.getByText(desk.skipsStages(stages.arrived))).toBeVisible()
        await noViolations(page)
        await noSidewaysScroll(page)

        await table.getByRole('checkbox', { name: desk.postRow(4) }).uncheck()
        await page.getByRole('button', { name: desk.applyChosen(2) }).click()
        await expect(page.getByText(ui.rowsApplied(2))).toBeVisible()
        await expect(table.getByText(desk.leftOut)).toBeVisible()
        await noViolations(page)

        await page.goto(`${prefix}/staff/shipments/${second}`)
        await expect(page.getByText(stages.customs_cleared).first()).toBeVisible()
        await page.goto(`${prefix}/staff/shipments/${third}`)
        await expect(page.getByRole('region', { name: ui.updatesTitle })).toContainText(
          ui.noUpdatesYet,
        )
      })
    })
