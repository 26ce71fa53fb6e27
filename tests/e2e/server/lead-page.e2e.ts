// Working a lead from a phone (issue 52): new lead → WhatsApp → mark contacted → note in at most
// 5 taps and no scroll, at 390×844 and at 1280, in both languages; a campaign lead with a
// 300-character link lays out within 360 px; axe on the sheet and on the Undo toast.
import type { Locator, Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { expect, test, violations } from '../fixtures'

import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_URL } from './playwright.config'

test.use({ baseURL: CONSOLE_URL })

/** A Google Ads landing link with its tags: 300 characters and not one place to break it. */
const CAMPAIGN_LINK = (() => {
  const start = 'https://www.pearlcoastmovers.qa/?utm_source=google&utm_medium=cpc&utm_campaign='
  const link = `${start}${'villa-moves-doha-to-london-'.repeat(12)}`.slice(0, 290)
  return `${link}&gclid=AB`.padEnd(300, 'x')
})()

/** A lead as a campaign visit leaves one, new and unassigned; its id. */
function campaignLead(fullName: string, locale: 'en' | 'ar') {
  const db = new Database(CONSOLE_DATABASE)
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
         submitted_url, client_ip, locale, source)
       VALUES (?, '97455123987', ?, 'localMove', 'A villa from Al Waab to Lusail.', '', ?,
         '127.0.0.1', ?, 'google')`,
    )
    .run(
      fullName,
      `a.very.long.address.for.${locale}.${'x'.repeat(40)}@example.com`,
      CAMPAIGN_LINK,
      locale,
    )
  db.close()
  return Number(lastInsertRowid)
}

const noViolations = async (page: Page, include?: string) =>
  expect(await violations(page, include)).toEqual([])

/**
 * A tap as a person makes it: on a control already on screen, with the page where it was. Counts
 * the taps, and fails if the control would have needed a scroll.
 */
function tapper(page: Page) {
  let taps = 0
  return {
    async tap(control: Locator) {
      await expect(control).toBeInViewport({ ratio: 1 })
      await control.click()
      taps += 1
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    },
    get count() {
      return taps
    },
  }
}

const languages = [
  { name: 'English', prefix: '', ui: en, locale: 'en' },
  { name: 'Arabic', prefix: '/ar', ui: ar, locale: 'ar' },
] as const
const screens = [
  { label: 'a phone', width: 390, height: 844 },
  { label: 'a desk', width: 1280, height: 800 },
] as const

for (const { name, prefix, ui, locale } of languages)
  test.describe(`a lead worked in ${name}`, () => {
    const key = name.toLowerCase()
    const salesName = `Reem Sales ${name}`

    test.beforeEach(async ({ page }) => {
      await enrolled(
        page,
        {
          email: `reem.${key}.${test.info().repeatEachIndex}.${Date.now()}@pearlcoastmovers.qa`,
          name: salesName,
          role: 'sales',
        },
        prefix,
        ui.enrolButton,
      )
      await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
      // WhatsApp opens in a tab of its own; here it is an empty page, as no network goes out.
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: '' }))
    })

    for (const { label, width, height } of screens)
      test(`from new to contacted with a note in at most 5 taps and no scroll, on ${label}`, async ({
        page,
      }) => {
        test.setTimeout(60_000)
        await page.setViewportSize({ width, height })
        const customer = `Maha Al-Kuwari ${key} ${width}`
        const id = campaignLead(customer, locale)
        await page.goto(`${prefix}/staff/leads/${id}`)
        await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible()
        const bar = page.getByRole('region', { name: ui.workLead })
        const step = (status: keyof typeof ui.statuses) =>
          bar
            .getByRole('group', { name: ui.pipelineTitle })
            .getByRole('button', { name: ui.statuses[status], exact: true })
        await expect(step('new')).toHaveAttribute('aria-pressed', 'true')
        const { tap, count } = tapper(page)

        // 1: WhatsApp, in a tab of its own; back here, the sheet asks how it went.
        const whatsapp = page.waitForEvent('popup')
        await tap(bar.getByRole('link', { name: ui.whatsapp }))
        await (await whatsapp).close()
        const sheet = page.getByRole('dialog', { name: ui.contactedSheetTitle })
        await expect(sheet).toBeVisible()
        await noViolations(page, 'dialog[open]')
        await page.screenshot({ path: test.info().outputPath(`sheet-${key}-${width}.png`) })

        // 2: the note's field (it has the focus already; a person may tap it anyway), 3: save.
        const note = sheet.getByRole('textbox')
        await tap(note)
        await note.fill('She wants a survey on Saturday at 10:00.')
        await tap(sheet.getByRole('button', { name: ui.markContacted }))
        await expect(sheet).toBeHidden()
        await expect(step('contacted')).toHaveAttribute('aria-pressed', 'true')
        // In the notes, and again in the timeline.
        await expect(
          page.getByText('She wants a survey on Saturday at 10:00.').first(),
        ).toBeAttached()
        // The first action gave the unassigned lead to the person acting.
        await expect(page.getByText(salesName, { exact: true }).first()).toBeVisible()
        expect(count).toBeLessThanOrEqual(5)

        // The Undo, for a slip: announced, in reach, and it puts "new" back.
        const toast = bar.getByRole('status')
        await expect(toast).toContainText(ui.statusNow(ui.statuses.contacted))
        await page.screenshot({ path: test.info().outputPath(`lead-${key}-${width}.png`) })
        await noViolations(page)
        await tap(toast.getByRole('button', { name: ui.undoChange }))
        await expect(toast).toContainText(ui.changeUndone)
        await expect(step('new')).toHaveAttribute('aria-pressed', 'true')
      })

    test('a campaign lead with a 300-character link fits a 360 px screen', async ({ page }) => {
      expect(CAMPAIGN_LINK).toHaveLength(300)
      await page.setViewportSize({ width: 360, height: 780 })
      const id = campaignLead(`Abdullah Bin Khalifa Al-Thani-Al-Kuwari ${key} 360`, locale)
      await page.goto(`${prefix}/staff/leads/${id}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const enquiry = page.getByRole('region', { name: ui.enquiryTitle })
      await expect(enquiry.getByTitle(CAMPAIGN_LINK)).toBeAttached()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      )
      // The whole link, on demand, still within the screen.
      await enquiry.getByText(ui.showWhole).click()
      await expect(enquiry.getByText(CAMPAIGN_LINK, { exact: true }).last()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      )
      await page.screenshot({
        path: test.info().outputPath(`lead-${key}-360.png`),
        fullPage: true,
      })
    })
  })
