import Database from 'better-sqlite3'
import type { Locator, Page } from '@playwright/test'

import * as details from '../../../src/features/tracking/tracking-details.messages.ar'
import * as legsText from '../../../src/features/tracking/tracking-list.messages.ar'
import * as linked from '../../../src/features/tracking/linked-result.messages.ar'
import { expect, open, test } from '../fixtures'

import { E2E_DATABASE } from './playwright.config'

/**
 * A move of three legs as staff keep it: the sea freight with its updates (one with an Arabic
 * note), the air freight and storage. Written straight into the server's database, as the CLI
 * leaves it, once per run.
 */
const [SEA, AIR, STORAGE] = ['ARSE100001', 'ARAI100002', 'ARST100003']
test.beforeAll(() => {
  const db = new Database(E2E_DATABASE)
  try {
    if (db.prepare('SELECT 1 FROM jobs WHERE tracking_id = ?').get(SEA)) return
    const move = db.prepare('INSERT INTO moves (created_at) VALUES (?)').run(Date.now())
    const job = db.prepare(
      `INSERT INTO jobs (tracking_id, cargo_type, customer_name, receiver_name, contact_number,
         email, recipient_address, recipient_country, origin, destination, date_of_arrival,
         move_id, last_posted_at)
       VALUES (?, ?, 'Aisha Rahman', 'Aisha Rahman', '+974 5500 1122', 'aisha@example.com',
         '12 Marine Parade, Southport QLD 4215', 'Australia', ?, ?, ?, ?, ?)`,
    )
    const legs = [
      [SEA, 'Sea freight', 'Doha, Qatar', 'Brisbane, Australia', '2099-02-20'],
      [AIR, 'Air freight', 'Hamad International Airport', 'Brisbane, Australia', '2099-01-10'],
      [STORAGE, 'Storage', 'Doha, Qatar', 'Doha, Qatar', null],
    ] as const
    for (const [id, cargo, origin, destination, arrival] of legs)
      job.run(id, cargo, origin, destination, arrival, move.lastInsertRowid, Date.now())
    const update = db.prepare(
      `INSERT INTO status_updates (job_id, status_content, status_content_ar, status_date,
         status_time, milestone, location)
       SELECT id, ?, ?, ?, ?, ?, ? FROM jobs WHERE tracking_id = ?`,
    )
    update.run('Collected from the villa', null, '2026-11-20', '09:15', 'collected', 'Doha', SEA)
    update.run(
      'Vessel departed',
      'غادرت السفينة',
      '2026-11-22',
      '22:40',
      'departed',
      'Hamad Port',
      SEA,
    )
  } finally {
    db.close()
  }
})

const LINK = `/ar/track-your-cargo?tracking_id=${SEA}`

/** The value beside a detail's label. */
const detail = (region: Locator, label: string) =>
  region.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')

/**
 * The answer's text with every left-to-right isolate taken out: what is left must hold no Latin
 * letter and no masking dot, or the bidirectional algorithm reorders it («22•••••••», «.A. R»).
 */
const unisolated = (region: Locator) =>
  region.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement
    for (const isolate of copy.querySelectorAll('bdi[dir="ltr"]')) isolate.remove()
    return (copy.textContent ?? '').match(/[A-Za-z•][A-Za-z•.@ -]*/g) ?? []
  })

async function expectTheArabicAnswer(page: Page) {
  const answer = page.getByRole('region', { name: linked.heading })
  // Dates with month names and ص/م, naming Doha time; the Arabic note where staff gave one.
  await expect(answer.getByText('22 نوفمبر 2026، 10:40 م (بتوقيت الدوحة)').first()).toBeVisible()
  await expect(answer.getByText('20 نوفمبر 2026، 9:15 ص (بتوقيت الدوحة)')).toBeVisible()
  await expect(answer.getByText('ميناء حمد: غادرت السفينة').first()).toBeVisible()
  await expect(answer).not.toContainText('Vessel departed')
  await expect(answer).toContainText('الدوحة: Collected from the villa')
  // Countries and known places in Arabic.
  await expect(detail(answer, details.recipientCountry)).toHaveText('أستراليا')
  await expect(detail(answer, details.origin)).toHaveText('الدوحة، قطر')
  await expect(detail(answer, details.recipientAddress)).toHaveText('Southport، أستراليا')
  // Masked values whole, each in its own left-to-right isolate.
  await expect(detail(answer, details.contactNumber).locator('bdi[dir="ltr"]')).toHaveText(
    '•••••••22',
  )
  await expect(detail(answer, details.customerName).locator('bdi[dir="ltr"]')).toHaveText('A. R.')
  // The move's other two legs, their places in Arabic.
  const legs = answer.getByRole('region', { name: legsText.moveLegsHeading })
  await expect(legs.getByRole('listitem')).toHaveCount(2)
  await expect(legs.getByRole('listitem').first()).toContainText(AIR)
  await expect(legs.getByRole('listitem').first()).toContainText('مطار حمد الدولي')
  await expect(legs.getByRole('listitem').nth(1)).toContainText(STORAGE)
  expect(await unisolated(answer)).toEqual([])
}

test('The Arabic tracking page of a three-leg move writes dates, places and values the Arabic way', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await open(page, LINK)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expectTheArabicAnswer(page)
  expect(problems).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('The server renders the same Arabic answer, with no Latin run left unisolated', async ({
    page,
  }) => {
    await page.goto(LINK)
    await expectTheArabicAnswer(page)
  })
})
