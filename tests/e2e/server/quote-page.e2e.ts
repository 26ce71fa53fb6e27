// The customer's quote page (issue 53, item 2) against the real server, at a phone's width in
// English and Arabic: the link opens the sent version, ticking insurance changes the total (in the
// browser, and on the server without scripts), the printed PDF carries the total, the reference
// and the version on at most two A4 pages, and axe finds nothing on the page or its expired state.
// Asking and accepting (items 2 and 3): a question, the name, the tick and the code read from the
// test's SMTP server; the record below the quote, printed; the lead won; declining with a reason;
// axe on each state.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { newQuoteLink } from '../../../server/src/quotes/links'
import { readMail, smtpServer } from '../../../server/test/smtp'
import { plannedMove, quotedMove } from '../../../src/testing/planned-move'
import { quoteContent, sealedContent } from '../../../shared/contract/quote-content'
import {
  addDays,
  catalogueLine,
  insuranceLine,
  TERMS_VERSION,
} from '../../../shared/contract/quotes'
import { qatarToday } from '../../../src/lib/qatar-today'
import { expect, test, violations, webFontsReady } from '../fixtures'

import { E2E_DATABASE, E2E_SMTP_PORT } from './playwright.config'

const LINES = [
  catalogueLine('l1', 'packing', 9),
  catalogueLine('l2', 'truck', 1),
  catalogueLine('l3', 'crew', 3),
  catalogueLine('l4', 'sea-freight-m3', 9),
  catalogueLine('l5', 'customs', 1),
  insuranceLine('ins', 5_000_000),
]
// 9 × 60 + 600 + 3 × 250 + 9 × 320 + 1,200 = 5,970.00; insurance 2% of 50,000.00 = 1,000.00.
const totals = {
  en: { without: 'QAR 5,970.00', with: 'QAR 6,970.00' },
  ar: { without: '5,970.00 ر.ق', with: '6,970.00 ر.ق' },
}
const languages = [
  { language: 'en', prefix: '', insurance: 'Transit insurance', version: 'version' },
  { language: 'ar', prefix: '/ar', insurance: 'تأمين النقل', version: 'النسخة' },
] as const

/** A lead and its quote, sent as version 1 the way sending stores it; answers the link's token. */
async function sentQuote(language: 'en' | 'ar', validUntil = addDays(qatarToday(), 14)) {
  const db = new Database(E2E_DATABASE)
  try {
    const { move, name } = { move: plannedMove(), name: 'Layla Haddad' }
    const planned = quotedMove(move.when.date)
    const lead = db
      .prepare(
        `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
           submitted_url, client_ip, locale, details)
         VALUES (?, '97455001234', 'layla@example.com', 'internationalMove', '', '', '', '127.0.0.1', ?, ?)
         RETURNING id`,
      )
      .get(name, language, JSON.stringify(move)) as { id: number }
    const reference = `PCM-26-${String(lead.id).padStart(6, '0')}-Q1`
    const subject = {
      customer: { name, email: 'layla@example.com', phone: '97455001234' },
      service: 'internationalMove',
      move: planned,
    }
    const terms = {
      reference,
      language,
      termsVersion: TERMS_VERSION,
      validUntil,
      depositPercent: 30,
      notes: language === 'ar' ? 'يصل الفريق في الثامنة صباحًا.' : 'The crew arrives at 8 am.',
      subject,
      lines: LINES,
    }
    const at = Date.now()
    const quote = db
      .prepare(
        `INSERT INTO quotes (lead_id, number, status, language, subject, lines, valid_until,
           deposit_percent, notes, terms_version, current_version, created_at, updated_at)
         VALUES (?, 1, 'sent', ?, ?, ?, ?, 30, ?, ?, 1, ?, ?) RETURNING id`,
      )
      .get(
        lead.id,
        language,
        JSON.stringify(subject),
        JSON.stringify(LINES),
        validUntil,
        terms.notes,
        TERMS_VERSION,
        at,
        at,
      ) as { id: number }
    const { text, sha256 } = await sealedContent(quoteContent(terms, 1))
    db.prepare(
      `INSERT INTO quote_versions (quote_id, version, content, content_sha256, sent_at) VALUES (?, 1, ?, ?, ?)`,
    ).run(quote.id, text, sha256, at)
    const { token, tokenHash } = newQuoteLink()
    db.prepare(`INSERT INTO quote_links (token_hash, quote_id, created_at) VALUES (?, ?, ?)`).run(
      tokenHash,
      quote.id,
      at,
    )
    return { token, reference, leadId: lead.id }
  } finally {
    db.close()
  }
}

/** The text of the page printed to PDF by Chromium, and its number of pages (poppler-utils). */
async function printed(page: Page) {
  await webFontsReady(page)
  const file = join(mkdtempSync(join(tmpdir(), 'quote-pdf-')), 'quote.pdf')
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }))
  // pdftotext marks each right-to-left and left-to-right run with bidi controls; the words stay.
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    '',
  )
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1],
  )
  return { text, pages }
}

const total = (page: Page) => page.getByRole('main').locator('[data-total="total"]')

test.use({ viewport: { width: 390, height: 844 } })

for (const { language, prefix, insurance, version } of languages)
  test(`A customer opens their quote, ticks insurance and prints it (${language}, 390 px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const { token, reference } = await sentQuote(language)
    const scripts: Array<Promise<number>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => gzipSync(body).length))
    })
    await page.goto(`${prefix}/quote/${token}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference)
    await expect(total(page)).toHaveText(totals[language].without)
    await page.getByRole('checkbox', { name: insurance }).check()
    await expect(total(page)).toHaveText(totals[language].with)
    await expect(page).toHaveURL(/[?&]option=ins$/)
    // The first load's JavaScript: the one small script, far inside the 40 KB budget.
    const sizes = await Promise.all(scripts)
    expect(sizes.length).toBe(1)
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(40 * 1024)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    expect(await violations(page)).toEqual([])

    const pdf = await printed(page)
    expect(pdf.pages).toBeLessThanOrEqual(2)
    expect(pdf.text).toContain(totals[language].with.replace(/ ?(QAR|ر\.ق) ?/, ''))
    // Every page's foot names the reference and the version (pdftotext lays right-to-left runs
    // out in their visual order, so the line is matched by its parts).
    const feet = pdf.text
      .split('\n')
      .filter((line) => line.includes(reference) && line.includes(version) && / 1\b/.test(line))
    expect(feet).toHaveLength(pdf.pages)
  })

test('Without scripts, "Update the total" asks the server for the total with the options', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  const { token } = await sentQuote('en')
  await page.goto(`/quote/${token}`)
  await page.getByRole('checkbox', { name: 'Transit insurance' }).check()
  await expect(total(page)).toHaveText(totals.en.without)
  await page.getByRole('button', { name: 'Update the total' }).click()
  await expect(page).toHaveURL(/\?option=ins$/)
  await expect(total(page)).toHaveText(totals.en.with)
  await expect(page.getByRole('checkbox', { name: 'Transit insurance' })).toBeChecked()
  await context.close()
})

for (const { language, prefix } of languages)
  test(`An expired quote says so, and axe finds nothing on it (${language})`, async ({ page }) => {
    const { token } = await sentQuote(language, '2026-01-10')
    await page.goto(`${prefix}/quote/${token}`)
    await expect(page.locator('.notice.expired')).toContainText(
      language === 'ar' ? '10 يناير 2026' : '10/01/2026',
    )
    expect(await violations(page)).toEqual([])
  })

const accepting = {
  en: {
    name: 'Layla Haddad',
    agree: 'I accept these terms',
    send: 'Accept and e-mail me a code',
    question: 'Your question',
    ask: 'Send the question',
    thanks: 'Thank you: your move coordinator has your message',
  },
  ar: {
    name: 'ليلى حداد',
    agree: 'أوافق على هذه الشروط',
    send: 'اقبل وأرسل إليّ رمزًا',
    question: 'سؤالك',
    ask: 'أرسل السؤال',
    thanks: 'شكرًا لك، فقد وصلت رسالتك إلى منسّق الانتقال',
  },
}
const recordWords = {
  en: { heading: 'Acceptance record', code: '6-digit code', confirm: 'Confirm my acceptance' },
  ar: { heading: 'سجل القبول', code: 'الرمز المكوّن من 6 أرقام', confirm: 'تأكيد القبول' },
}

test.describe('accepting', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>
  test.beforeAll(async () => {
    smtp = await smtpServer(E2E_SMTP_PORT)
  })
  test.afterAll(() => smtp.close())

  /** The code in the latest e-mail about `reference`. */
  async function codeFor(reference: string) {
    const texts = () =>
      smtp.mails.map((mail) => readMail(mail.raw).text).filter((text) => text.includes(reference))
    await expect.poll(() => texts().length, { timeout: 15_000 }).toBeGreaterThan(0)
    return /^\u2066?(\d{6})\u2069?$/m.exec(texts().at(-1)!)![1]!
  }
  const leadStatus = (leadId: number) => {
    const db = new Database(E2E_DATABASE, { readonly: true })
    try {
      return (
        db.prepare('SELECT status FROM enquiries WHERE id = ?').get(leadId) as {
          status: string
        }
      ).status
    } finally {
      db.close()
    }
  }

  for (const { language, prefix, insurance } of languages)
    test(`A customer ticks insurance, asks a question, accepts with the e-mailed code and prints the record (${language}, 390 px)`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      const { token, reference, leadId } = await sentQuote(language)
      const words = { ...accepting[language], ...recordWords[language] }
      await page.goto(`${prefix}/quote/${token}`)
      await page.getByRole('checkbox', { name: insurance }).check()
      await expect(total(page)).toHaveText(totals[language].with)
      await page.getByLabel(words.question).fill('Can the crew come at 7 am?')
      await page.getByRole('button', { name: words.ask }).click()
      await expect(page.getByRole('status').first()).toContainText(words.thanks)
      // The page comes back with insurance still ticked.
      await expect(page.getByRole('checkbox', { name: insurance })).toBeChecked()
      await expect(total(page)).toHaveText(totals[language].with)
      expect(await violations(page)).toEqual([])
      await page.getByLabel(language === 'ar' ? 'اسمك الكامل' : 'Your full name').fill(words.name)
      await page.getByRole('checkbox', { name: words.agree }).check()
      await page.getByRole('button', { name: words.send }).click()
      await expect(page.getByLabel(words.code)).toBeVisible()
      expect(await violations(page)).toEqual([])

      await page.getByLabel(words.code).fill(await codeFor(reference))
      await page.getByRole('button', { name: words.confirm }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/quote/${token}$`))
      const record = page.getByRole('region', { name: words.heading })
      await expect(record).toContainText(words.name)
      await expect(record).toContainText(insurance)
      await expect(record).toContainText(totals[language].with)
      expect(await violations(page)).toEqual([])
      expect(leadStatus(leadId)).toBe('won')

      const hash = (await record.locator('.hash').textContent())!
      const pdf = await printed(page)
      expect(pdf.pages).toBeLessThanOrEqual(2)
      expect(pdf.text).toContain(totals[language].with.replace(/ ?(QAR|ر\.ق) ?/, ''))
      expect(pdf.text).toContain(words.heading)
      expect(pdf.text).toContain(hash.slice(0, 32))
      expect(pdf.text).not.toContain(words.confirm)
    })

  test('A customer declines with a reason, and axe finds nothing on the declined page', async ({
    page,
  }) => {
    const { token } = await sentQuote('en')
    await page.goto(`/quote/${token}`)
    await page.getByRole('radio', { name: 'I chose another company' }).check()
    await page.getByLabel('Anything you would like to tell us (optional)').fill('Closer to home.')
    await page.getByRole('button', { name: 'Decline the quote' }).click()
    await expect(page.locator('.notice.declined')).toContainText('This quote was declined on')
    expect(await violations(page)).toEqual([])
  })
})
