import Database from 'better-sqlite3'

import { expect, open, test } from '../fixtures'

import { attemptEmail } from './attempt'
import { E2E_DATABASE } from './playwright.config'

test('An enquiry sent from the browser is stored in the database', async ({ page }) => {
  const email = attemptEmail('omar.e2e@example.com')
  await open(page, '/')
  const section = page.locator('#reach-out-to-us')
  await section.getByLabel('Name').fill('Omar Haddad')
  await section.getByLabel('Phone number').fill('55667788')
  await section.getByLabel('Email').fill(email)
  await section.getByLabel('Service type').selectOption('storageServices')
  await section.getByLabel('Message').fill(`Storage for six months; <b>fragile</b> & "antique".`)
  await section.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/thank-you\?ref=\d+$/)

  const db = new Database(E2E_DATABASE, { readonly: true })
  const rows = db.prepare('SELECT * FROM enquiries WHERE email = ?').all(email) as Array<
    Record<string, unknown>
  >
  db.close()
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    full_name: 'Omar Haddad',
    // Qatar's code, chosen by default, goes in front of the number.
    phone_number: '97455667788',
    service_type: 'storageServices',
    message: `Storage for six months; <b>fragile</b> & "antique".`,
  })
  expect(String(rows[0]?.submitted_url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
})

test('A seeded demo job can be tracked in the browser', async ({ page }) => {
  await open(page, '/track-your-cargo')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Tracking number' }).fill('abcd123456')
  await main.getByRole('button', { name: 'Track', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Tracking Details' })
  await expect(dialog).toBeVisible()
  // A lookup shows the customer's name as initials only.
  await expect(dialog.getByText('A. R.').first()).toBeVisible()
  await expect(dialog.getByText('Aisha Rahman')).toHaveCount(0)
  await expect(dialog.getByText('2450 kg')).toBeVisible()
  // The demo was collected ten days before the database was seeded (today, in Doha).
  const collected = new Date(Date.now() + 3 * 3_600_000 - 10 * 86_400_000)
  const shown = collected.toISOString().slice(0, 10).split('-').reverse().join('/')
  await expect(dialog.getByText(shown).first()).toBeVisible()
  await expect(dialog.getByText('Departed Hamad Port')).toBeVisible()
})

test('An unknown tracking number shows the no-job message', async ({ page }) => {
  await open(page, '/track-your-cargo')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Tracking number' }).fill('ZZZZ000000')
  await main.getByRole('button', { name: 'Track', exact: true }).click()
  await expect(page.getByText('No job found with this tracking number.').first()).toBeVisible()
})

test('A result link hydrates over the served result without a mismatch or a second lookup', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const lookups: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/jobs/jobs/')) lookups.push(request.url())
  })
  await open(page, '/track-your-cargo?tracking_id=ABCD123456')
  const result = page.getByRole('region', { name: 'Tracking Details' })
  await expect(result.getByText('Departed Hamad Port')).toBeVisible()
  expect(lookups).toEqual([])
  // Live after hydration: 'Track another number' brings the form back in place, and it looks
  // numbers up in the modal.
  const main = page.getByRole('main')
  await result.getByRole('link', { name: 'Track another number' }).click()
  await main.getByRole('textbox', { name: 'Tracking number' }).fill('ZZZZ000000')
  await main.getByRole('button', { name: 'Track', exact: true }).click()
  await expect(main.getByText('No job found with this tracking number.').first()).toBeVisible()
  expect(lookups).toHaveLength(1)
  expect(problems).toEqual([])
})

test('Pages served with the Content-Security-Policy hydrate without violations', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text()))
      violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(error.message))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
  for (const path of ['/', '/about-us', '/service', '/blog', '/track-your-cargo', '/contact-us']) {
    const response = await open(page, path)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  }
  // Typing loads reCAPTCHA (our stand-in, served from Google's allowed host).
  await page.getByRole('main').getByLabel('Name').first().fill('x')
  await page.waitForFunction(() => 'grecaptcha' in window)
  const missing = await open(page, '/no-such-page')
  expect(missing?.status()).toBe(404)
  await expect(page.getByText('Page not found')).toBeVisible()
  expect(violations).toEqual([])
})

test('A quote planned item by item from the header is stored with its volume', async ({ page }) => {
  const email = attemptEmail('hamad.planner@example.com')
  await open(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Get a quote' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get a quote' })
  const next = dialog.getByRole('button', { name: 'Next' })
  await dialog.getByRole('radio', { name: /Local move/ }).check()
  await next.click()
  for (const [group, area, type] of [
    ['Moving from', 'Al Waab', 'villa'],
    ['Moving to', 'Lusail', 'apartment'],
  ] as const) {
    const place = dialog.getByRole('group', { name: group })
    await place.getByLabel('Area').selectOption(area)
    await place.getByLabel('Property type').selectOption(type)
  }
  await next.click()
  await dialog.getByRole('radio', { name: 'I am flexible' }).check()
  await dialog.getByLabel('How flexible?').selectOption('undecided')
  await next.click()
  await dialog.getByRole('radio', { name: /List my items/ }).check()
  await dialog.getByRole('spinbutton', { name: /Corner sofa/ }).fill('1')
  await dialog.locator('summary', { hasText: 'Dining room' }).click()
  await dialog.getByRole('spinbutton', { name: /Dining chair/ }).fill('6')
  await dialog.locator('summary', { hasText: 'Boxes' }).click()
  await dialog.getByRole('spinbutton', { name: /Large carton/ }).fill('20')
  // 2.3 + 6 × 0.15 + 20 × 0.15 = 6.2 m³
  await expect(dialog.getByRole('status', { name: 'Estimated volume' })).toContainText('6.2 m³')
  await next.click()
  await dialog.getByLabel('Full name').fill('Hamad Al-Kuwari')
  await dialog.getByLabel('Phone number').fill('33445566')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('checkbox', { name: /I agree/ }).check()
  await next.click()
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you\?ref=\d+$/)

  const db = new Database(E2E_DATABASE, { readonly: true })
  const row = db
    .prepare('SELECT id, service_type, details FROM enquiries WHERE email = ?')
    .get(email) as { id: number; service_type: string; details: string }
  db.close()
  expect(page.url()).toMatch(new RegExp(`ref=${row.id}$`))
  expect(row.service_type).toBe('localMove')
  expect(JSON.parse(row.details)).toMatchObject({
    moveType: 'local',
    volume: 6.2,
    shipping: { mode: 'truck', count: 1 },
    size: { kind: 'inventory', items: { 'sofa-corner': 1, 'dining-chair': 6, 'carton-large': 20 } },
  })
})
