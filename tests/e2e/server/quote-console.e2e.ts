// Sales prepare a quote from a planned lead in the console (issue 53): the planner's inventory and
// volume carried over above the lines, lines added from the catalogue with prices typed in riyals,
// the draft saved, and found again after a reload, stored in whole dirhams; at 375 and 1280 px, in
// both languages, with axe on the editor. Then sent: the link to copy and the WhatsApp chat that
// carries it, the quote read-only, and Revise making it a draft again, whose next send the
// customer's link shows as replacing the version they opened. And the whole sale: the
// customer accepts the link sales sent with the e-mailed code, the lead is won, and operations
// create the shipment with the accepted quote's details filled in.
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'

import * as arPage from '../../../server/src/quotes/customer-page-messages.ar'
import * as enPage from '../../../server/src/quotes/customer-page-messages'
import { readMail, smtpServer } from '../../../server/test/smtp'
import * as enAccept from '../../../shared/contract/quote-accept-messages'
import * as arAccept from '../../../shared/contract/quote-accept-messages.ar'
import { formatMoney } from '../../../shared/contract/quote-money'
import { plannedMove } from '../../../src/testing/planned-move'

import { expect, test, violations } from '../fixtures'
import * as enQuotes from '../../../src/console/quotes/quotes.messages'
import * as arQuotes from '../../../src/console/quotes/quotes.messages.ar'

import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_SMTP_PORT, CONSOLE_URL } from './playwright.config'

test.use({ baseURL: CONSOLE_URL })

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/** A lead the planner sent: a two-bedroom flat from The Pearl to Amman, listed item by item. */
function plannedLead(fullName: string, locale: 'en' | 'ar') {
  const details = plannedMove(inAMonth())
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
  {
    name: 'English',
    prefix: '',
    ui: en,
    words: enQuotes,
    accept: enAccept,
    page: enPage,
    locale: 'en',
  },
  {
    name: 'Arabic',
    prefix: '/ar',
    ui: ar,
    words: arQuotes,
    accept: arAccept,
    page: arPage,
    locale: 'ar',
  },
] as const

/** Prepares the lead's quote from its planned move and sends it; answers the panel and the link. */
async function sendFromLead(page: Page, prefix: string, leadId: number, words: typeof enQuotes) {
  await page.goto(`${prefix}/staff/leads/${leadId}`)
  const quotes = page.getByRole('region', { name: words.quotesTitle })
  await quotes.getByRole('button', { name: words.prepareQuote }).click()
  await expect(
    quotes.getByRole('group', { name: new RegExp(`^${words.lineTitle(1, '')}`) }),
  ).toBeVisible()
  await quotes.getByRole('button', { name: words.sendQuote }).click()
  const sent = quotes.getByRole('region', { name: words.sentTitle })
  await expect(sent).toBeVisible()
  return { quotes, sent, link: (await sent.locator('code').textContent())! }
}

let smtp: Awaited<ReturnType<typeof smtpServer>>
test.beforeAll(async () => {
  smtp = await smtpServer(CONSOLE_SMTP_PORT)
})
test.afterAll(() => smtp.close())

for (const { name, prefix, ui, words, accept, page: pageWords, locale } of languages)
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

    test('sales send the quote, get its link for WhatsApp, and revise it after the customer saw it', async ({
      page,
      browser,
    }) => {
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: '' }))
      const leadId = plannedLead(`Fatima Al-Emadi ${name} send`, locale)
      const { quotes, sent, link } = await sendFromLead(page, prefix, leadId, words)
      const firstLine = quotes.getByRole('group', {
        name: new RegExp(`^${words.lineTitle(1, '')}`),
      })
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

      // The customer opens it; sales then revise and send version 2, and the same link says so.
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const customer = await phone.newPage()
      await customer.goto(link)
      await expect(customer.getByRole('heading', { level: 1 })).toBeVisible()
      await quotes.getByRole('button', { name: words.revise }).click()
      await expect(firstLine).toBeVisible()
      await quotes.getByRole('button', { name: words.sendQuote }).click()
      await expect(quotes.getByRole('region', { name: words.sentTitle })).toBeVisible()
      await customer.reload()
      const [replaced] = pageWords.replaces(2, 1, '\n').split('\n')
      await expect(customer.getByText(replaced!.trim())).toBeVisible()
      expect(await violations(customer)).toEqual([])
      await phone.close()
    })
    test('the customer accepts the quote sales sent, and operations create its shipment', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000)
      // Its own name: the console's database outlives a local run, and the desk lists won leads by name.
      const customerName = `Hamad Al-Marri ${name} ${Date.now()}`
      const leadId = plannedLead(customerName, locale)
      const { link } = await sendFromLead(page, prefix, leadId, words)

      // The customer, on a phone and signed in to nothing, accepts with the e-mailed code.
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const customer = await phone.newPage()
      await customer.goto(link)
      await customer.getByLabel(accept.fullName).fill(customerName)
      await customer.getByRole('checkbox', { name: accept.agree }).check()
      await customer.getByRole('button', { name: accept.sendCode }).click()
      // The Arabic page isolates the reference left to right; the words around it here do too.
      const reference = (await customer.locator('h1 .reference').textContent())!.replace(
        /[\u2066-\u2069]/g,
        '',
      )
      const mails = () =>
        smtp.mails.map((mail) => readMail(mail.raw).text).filter((text) => text.includes(reference))
      await expect.poll(() => mails().length, { timeout: 15_000 }).toBeGreaterThan(1)
      const code = /^\u2066?(\d{6})\u2069?$/m.exec(mails().at(-1)!)![1]!
      await customer.getByLabel(accept.codeLabel).fill(code)
      await customer.getByRole('button', { name: accept.confirm }).click()
      await expect(customer.getByRole('region', { name: accept.recordHeading })).toContainText(
        customerName,
      )
      await phone.close()

      // Sales find the lead won.
      await page.reload()
      await expect(
        page
          .getByRole('region', { name: ui.workLead })
          .getByRole('button', { name: ui.statuses.won, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true')

      // Operations start its shipment from the won lead, the accepted quote's details filled in.
      const desk = await browser.newContext()
      const operations = await desk.newPage()
      await enrolled(
        operations,
        {
          email: `ops.sale.${locale}.${Date.now()}@pearlcoastmovers.qa`,
          name: `Ops ${name}`,
          role: 'operations',
        },
        prefix,
        ui.enrolButton,
      )
      await operations.getByRole('link', { name: ui.newShipment }).click()
      await operations.getByRole('radio', { name: customerName }).check()
      const filled = operations.getByRole('group', { name: ui.fromAcceptedQuote(reference) })
      await expect(filled.getByLabel(ui.fieldLabels.customer_name)).toHaveValue(customerName)
      await expect(filled.getByLabel(ui.fieldLabels.destination)).toHaveValue(/Amman|عمّان|عمان/)
      await expect(filled.getByLabel(ui.fieldLabels.collection_date)).toHaveValue(inAMonth())
      expect(await violations(operations)).toEqual([])
      await operations.getByRole('button', { name: ui.createShipment }).click()
      await expect(
        operations.getByRole('heading', { level: 1, name: /^[A-Z]{4}\d{6}$/ }),
      ).toBeVisible()
      const fields = operations.getByRole('region', { name: ui.shipmentFieldsTitle })
      await expect(fields.getByLabel(ui.fieldLabels.customer_name)).toHaveValue(customerName)
      await expect(fields.getByLabel(ui.fieldLabels.destination)).toHaveValue(/Amman|عمّان|عمان/)
      await desk.close()
    })
  })
