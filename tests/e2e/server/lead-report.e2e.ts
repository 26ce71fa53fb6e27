// The marketer's report (issue 52, item 6) against the real server: sources spelled two ways
// grouped into one channel and one source, and a count opening the inbox filtered to its leads,
// at a phone's size and a desk's, in both languages, with axe on each new state.
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { expect, test, violations } from '../fixtures'

import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_URL } from './playwright.config'

test.use({ baseURL: CONSOLE_URL })

/** A sales account from the CLI, enrolled with a virtual passkey in `page`'s browser. */
const signedInSales = (page: Page, email: string, prefix: string, enrolButton: string) =>
  enrolled(page, { email, name: 'Report Reader', role: 'sales' }, prefix, enrolButton)

/** Leads from Bing, once by its referring host and once by a campaign's source, as the site stores them. */
function bingLeads(names: [string, string]) {
  const db = new Database(CONSOLE_DATABASE)
  const add = db.prepare(
    `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
       submitted_url, client_ip, source, attribution)
     VALUES (?, '+97455123456', 'lead@example.com', 'localMove', 'A flat.', '', '', '127.0.0.1', ?, ?)`,
  )
  add.run(names[0], 'www.bing.com', JSON.stringify({ referrer: 'www.bing.com' }))
  add.run(names[1], 'bing', JSON.stringify({ utmSource: 'bing' }))
  db.close()
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

const sizes = [
  { size: 'phone', viewport: { width: 390, height: 844 } },
  { size: 'desk', viewport: { width: 1280, height: 800 } },
] as const
const languages = [
  { name: 'English', prefix: '', ui: en },
  { name: 'Arabic', prefix: '/ar', ui: ar },
] as const

test.describe.configure({ mode: 'serial' })

for (const { size, viewport } of sizes)
  for (const { name, prefix, ui } of languages)
    test(`The report groups a source's spellings into one channel and opens its leads (${name}, ${size})`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize(viewport)
      const key = `${size}-${name}`.toLowerCase()
      // Each run's Bing leads are the only ones until the next run adds its own: clear them.
      const db = new Database(CONSOLE_DATABASE)
      db.prepare(`DELETE FROM enquiries WHERE source IN ('bing', 'www.bing.com')`).run()
      db.close()
      // A database kept from an earlier run may hold this spec's accounts already.
      await signedInSales(
        page,
        `report.${key}.${Date.now()}@pearlcoastmovers.qa`,
        prefix,
        ui.enrolButton,
      )
      await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
      expect(await noSidewaysScroll(page)).toBe(true)

      // Other specs' Google leads share the channel: count from what it holds before these two.
      await page.goto(`${prefix}/staff/report`)
      const table = page.getByRole('region', { name: ui.byChannelTitle })
      await expect(table).toBeVisible()
      const channel = table.getByRole('row').filter({ hasText: ui.channels['organic-search'] })
      const [totalBefore = 0, weekBefore = 0] = (await channel.count())
        ? (await channel.getByRole('cell').allTextContents()).map(Number)
        : []
      const leads: [string, string] = [`Bing Referral ${key}`, `Bing Campaign ${key}`]
      bingLeads(leads)
      await page.reload()
      await expect(channel).toHaveCount(1)
      // Total, then this week: the two spellings count as one channel.
      await expect(channel.getByRole('cell').nth(0)).toHaveText(String(totalBefore + 2))
      await expect(channel.getByRole('cell').nth(1)).toHaveText(String(weekBefore + 2))
      expect(await violations(page)).toEqual([])
      // On demand, the raw source: one "bing", not two spellings.
      await table.getByRole('button', { name: ui.channels['organic-search'] }).click()
      await expect(table.getByRole('rowheader', { name: 'bing', exact: true })).toBeVisible()
      await expect(table.getByRole('rowheader', { name: 'www.bing.com' })).toHaveCount(0)
      expect(await violations(page)).toEqual([])
      expect(await noSidewaysScroll(page)).toBe(true)
      // The total stays on screen on a phone: it comes right after the channel's name.
      const total = channel.getByRole('cell').nth(0)
      const box = await total.boundingBox()
      expect(box!.x >= 0 && box!.x + box!.width <= viewport.width).toBe(true)

      await channel.getByRole('cell').nth(1).getByRole('link').click()
      await expect(page).toHaveURL(/[?&]channel=organic-search&from=\d{4}-\d{2}-\d{2}&to=/)
      await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
      const list = page.getByRole('main').getByRole('list').last()
      // Newest first: these two, then any older organic search lead of this week.
      const names = list.getByRole('heading', { level: 2 })
      await expect(names.nth(0)).toHaveText(leads[1])
      await expect(names.nth(1)).toHaveText(leads[0])
      expect(await violations(page)).toEqual([])
      expect(await noSidewaysScroll(page)).toBe(true)
    })
