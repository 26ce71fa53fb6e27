// Sales prepare a quote from a planned lead in the console (issue 53): the planner's inventory and
// volume carried over above the lines, lines added from the catalogue with prices typed in riyals,
// the draft saved, and found again after a reload, stored in whole dirhams; at 375 and 1280 px, in
// both languages, with axe on the editor. Then sent: the link to copy and the WhatsApp chat that
// carries it, the quote read-only, and Revise making it a draft again.
import Database from 'better-sqlite3'

import { formatMoney } from '../../../shared/contract/quote-money'

import { expect, test, violations } from '../fixtures'
import * as enQuotes from '../../../src/console/quotes/quotes.messages'
import * as arQuotes from '../../../src/console/quotes/quotes.messages.ar'

import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_URL } from './playwright.config'

test.use({ baseURL: CONSOLE_URL })

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/** A lead the planner sent: a two-bedroom flat from The Pearl to Amman, listed item by item. */
function plannedLead(fullName: string, locale: 'en' | 'ar') {
  const details = {
    moveType: 'international',
    from: {
      region: 'qatar',
      area: 'The Pearl',
      country: '',
      city: '',
      propertyType: 'apartment',
      floor: 9,
      lift: true,
    },
    to: {
      region: 'abroad',
      area: '',
      country: 'JO',
      city: 'Amman',
      propertyType: 'villa',
      floor: 0,
      lift: false,
    },
    when: { flexibility: 'two-weeks', date: inAMonth() },
    size: { kind: 'inventory', items: { 'sofa-3': 1, 'bed-double': 2, 'carton-standard': 30 } },
    specialItems: ['piano'],
    volume: 8.3,
    shipping: { mode: 'lcl', count: 1 },
    contact: { method: 'whatsapp', time: 'morning' },
  }
  const db = new Database(CONSOLE_DATABASE)
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
         submitted_url, client_ip, locale, source, details)
       VALUES (?, '97455123987', 'planned@example.com', 'internationalMove', 'Planned move.', '',
         'https://www.pearlcoastmovers.qa/', '127.0.0.1', ?, 'direct', ?)`,
    )
    .run(fullName, locale, JSON.stringify(details))
  db.close()
  return Number(lastInsertRowid)
}

/** The stored lines of the lead's one quote. */
function storedLines(leadId: number) {
  const db = new Database(CONSOLE_DATABASE, { readonly: true })
  const row = db.prepare('SELECT lines FROM quotes WHERE lead_id = ?').get(leadId) as {
    lines: string
  }
  db.close()
  return JSON.parse(row.lines) as Array<Record<string, unknown>>
}

const languages = [
  { name: 'English', prefix: '', ui: en, words: enQuotes, locale: 'en' },
  { name: 'Arabic', prefix: '/ar', ui: ar, words: arQuotes, locale: 'ar' },
] as const

for (const { name, prefix, ui, words, locale } of languages)
  test.describe(`a quote prepared in ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await enrolled(
        page,
        {
          email: `quotes.${name.toLowerCase()}.${Date.now()}@pearlcoastmovers.qa`,
          name: `Sara Quotes ${name}`,
          role: 'sales',
        },
        prefix,
        ui.enrolButton,
      )
      await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
    })

    for (const width of [375, 1280] as const)
      test(`sales prepare a quote from a planned lead, at ${width} px`, async ({ page }) => {
        test.setTimeout(60_000)
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
        const customer = `Noor Al-Sulaiti ${name} ${width}`
        const leadId = plannedLead(customer, locale)
        await page.goto(`${prefix}/staff/leads/${leadId}`)
        const quotes = page.getByRole('region', { name: words.quotesTitle })
        await expect(quotes.getByText(words.noQuotes)).toBeVisible()
        await quotes.getByRole('button', { name: words.prepareQuote }).click()

        // The planner's inventory and volume, read-only above the lines the move suggested.
        await expect(quotes.getByText(words.plannedTitle)).toBeVisible()
        await expect(quotes.getByText(/2 × .+ \(2\.4 /)).toBeVisible()
        await expect(quotes.getByText(/^8\.3 /)).toBeVisible()
        const line = (n: number) =>
          quotes.getByRole('group', { name: new RegExp(`^${words.lineTitle(n, '')}`) })
        // 8.3 m³: packing, truck, crew, shared-container freight and customs, 5,970 QAR.
        await expect(line(5)).toBeVisible()
        await expect(line(6)).toHaveCount(0)

        // A handyman at 95.50 QAR an hour, and insurance on a declared 50,000 QAR at 2%.
        const picker = quotes.getByRole('combobox', { name: words.addLineLabel })
        await picker.selectOption('handyman')
        await quotes.getByRole('button', { name: words.addLine }).click()
        await line(6).getByLabel(words.quantityLabel).fill('3')
        await line(6).getByLabel(words.unitPriceLabel).fill('95.5')
        await picker.selectOption('insurance')
        await quotes.getByRole('button', { name: words.addLine }).click()
        // Insurance joins before the handyman, as the catalogue groups them.
        await line(6).getByLabel(words.declaredValueLabel).fill('50000')
        const totals = quotes.getByRole('group', { name: words.totalsTitle })
        await expect(totals).toContainText(formatMoney(625_650, locale))
        await expect(totals).toContainText(formatMoney(725_650, locale))
        expect(await violations(page)).toEqual([])
        if (width === 375) {
          // On a phone the totals and their buttons stay in view as the lines scroll by, just
          // above the lead's action bar, which keeps the bottom of the screen.
          await line(4).getByLabel(words.unitPriceLabel).focus()
          const bar = await page.getByRole('region', { name: ui.workLead }).boundingBox()
          await expect(totals).toBeInViewport({ ratio: 1 })
          const foot = (await totals.boundingBox())!
          expect(foot.y + foot.height).toBeLessThanOrEqual(bar!.y)
          expect(foot.y + foot.height).toBeGreaterThan(bar!.y - 24)
          await page.screenshot({ path: test.info().outputPath(`quote-${locale}-375-lines.png`) })
        }
        await page.screenshot({
          path: test.info().outputPath(`quote-${locale}-${width}.png`),
          fullPage: true,
        })
        await quotes.getByRole('button', { name: words.saveDraft }).click()
        await expect(quotes.getByText(words.saved)).toBeVisible()

        await page.reload()
        const again = page.getByRole('region', { name: words.quotesTitle })
        const found = (n: number) =>
          again.getByRole('group', { name: new RegExp(`^${words.lineTitle(n, '')}`) })
        await expect(found(7).getByLabel(words.unitPriceLabel)).toHaveValue('95.50')
        await expect(found(7).getByLabel(words.quantityLabel)).toHaveValue('3')
        await expect(found(6).getByLabel(words.declaredValueLabel)).toHaveValue('50000')
        await expect(again.getByRole('group', { name: words.totalsTitle })).toContainText(
          formatMoney(625_650, locale),
        )
        // Whole dirhams and basis points, never a fraction.
        expect(storedLines(leadId).slice(5)).toEqual([
          expect.objectContaining({
            item: 'insurance',
            declaredValue: 5_000_000,
            rateBasisPoints: 200,
          }),
          expect.objectContaining({ item: 'handyman', quantity: 3, unitPrice: 9550 }),
        ])
      })

    test('sales send the quote, get its link for WhatsApp, and revise it', async ({ page }) => {
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: '' }))
      const leadId = plannedLead(`Fatima Al-Emadi ${name} send`, locale)
      await page.goto(`${prefix}/staff/leads/${leadId}`)
      const quotes = page.getByRole('region', { name: words.quotesTitle })
      const firstLine = quotes.getByRole('group', {
        name: new RegExp(`^${words.lineTitle(1, '')}`),
      })
      await quotes.getByRole('button', { name: words.prepareQuote }).click()
      await expect(firstLine).toBeVisible()
      await quotes.getByRole('button', { name: words.sendQuote }).click()

      const sent = quotes.getByRole('region', { name: words.sentTitle })
      await expect(sent).toBeVisible()
      const link = (await sent.locator('code').textContent())!
      expect(link).toMatch(new RegExp(`^${CONSOLE_URL}${prefix}/quote/[\\w-]{43}$`))
      const whatsapp = sent.getByRole('link', { name: words.sendOnWhatsapp })
      const chat = (await whatsapp.getAttribute('href'))!
      expect(chat).toMatch(/^https:\/\/wa\.me\/97455123987\?text=/)
      expect(decodeURIComponent(chat)).toContain(link)
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      await expect(whatsapp).toHaveAttribute('rel', /noopener/)
      // Sent, it is read-only: no line can be edited until it is revised.
      await expect(quotes.getByText(words.readOnly)).toBeVisible()
      await expect(firstLine).toHaveCount(0)
      expect(await violations(page)).toEqual([])
      await sent.scrollIntoViewIfNeeded()
      await page.screenshot({ path: test.info().outputPath(`quote-sent-${locale}.png`) })

      await quotes.getByRole('button', { name: words.revise }).click()
      await expect(firstLine).toBeVisible()
      await expect(quotes.getByRole('button', { name: words.sendQuote })).toBeEnabled()
    })
  })
