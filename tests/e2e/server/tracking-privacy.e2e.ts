import { execFileSync } from 'node:child_process'

import { readMail, smtpServer } from '../../../server/test/smtp'
import { expect, open, test, violations } from '../fixtures'

import { attempt, attemptEmail } from './attempt'
import { E2E_DATABASE, E2E_SMTP_PORT } from './playwright.config'

type Smtp = Awaited<ReturnType<typeof smtpServer>>

/** The mails the real server has sent to `address` so far, headers and decoded text. */
const mailsTo = (smtp: Smtp, address: string) =>
  smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => readMail(mail.raw))

/** `npm run admin -- …` against the site's database, as staff run it. */
const admin = (args: string[]) =>
  execFileSync('node', ['dist-ssr/server/cli.js', ...args], {
    env: { ...process.env, SQLITE_PATH: E2E_DATABASE, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  })

/**
 * A shipment in transit for this attempt alone (the seeded demo jobs stay as other specs read
 * them): its tracking number.
 */
function shipmentInTransit() {
  const trackingId = `PRIV${100_001 + attempt()}`
  admin([
    'job',
    '--tracking-id',
    trackingId,
    '--customer-name',
    'Aisha Rahman',
    '--contact-number',
    '+974 5500 1122',
    '--origin',
    'Doha, Qatar',
    '--destination',
    'Brisbane, Australia',
  ])
  admin([
    'status',
    '--tracking-id',
    trackingId,
    '--content',
    'In transit: transhipment at Singapore',
    '--date',
    '2025-03-20',
    '--stage',
    'in_transit',
  ])
  return trackingId
}

let smtp: Smtp
test.beforeAll(async () => {
  smtp = await smtpServer(E2E_SMTP_PORT)
})
test.afterAll(() => smtp.close())

test('A shared result link shows a masked job, the 4 digits reveal it, and milestone e-mails arrive once confirmed', async ({
  page,
}) => {
  const trackingId = shipmentInTransit()
  const subscriber = attemptEmail('aisha.e2e@example.com')
  await open(page, `/track-your-cargo?tracking_id=${trackingId}`)
  const result = page.getByRole('region', { name: 'Tracking Details' })
  await expect(result.getByText('Latest update')).toBeVisible()
  await expect(
    result.getByRole('listitem').filter({ hasText: 'In transit, current stage' }),
  ).toBeVisible()
  await expect(result.getByText('A. R.').first()).toBeVisible()
  await expect(result.getByText('Aisha Rahman')).toHaveCount(0)
  expect(await violations(page, 'section[aria-labelledby="linked-result-heading"]')).toEqual([])

  await result.getByRole('button', { name: 'Show full details' }).click()
  const digits = result.getByLabel(/^Last 4 digits of the contact number on file/)
  await digits.fill('0000')
  await result.getByRole('button', { name: 'Show details' }).click()
  await expect(result.getByText(/Those details do not match our records/)).toBeVisible()
  await expect(digits).toHaveValue('0000')
  await digits.fill('1122')
  await result.getByRole('button', { name: 'Show details' }).click()
  await expect(result.getByText('Aisha Rahman').first()).toBeVisible()
  expect(await violations(page, 'section[aria-labelledby="linked-result-heading"]')).toEqual([])

  const subscription = result.getByRole('region', { name: 'Get an update at each milestone' })
  await subscription.getByLabel(/^Email/).fill(subscriber)
  await subscription.getByRole('button', { name: 'Subscribe' }).click()
  await expect(subscription.getByText(/we sent a confirmation link to/)).toBeVisible()
  expect(await violations(page, 'section[aria-labelledby="linked-result-heading"]')).toEqual([])

  // Double opt-in: the confirmation is the only mail until its link is opened.
  await expect.poll(() => mailsTo(smtp, subscriber).length, { timeout: 15_000 }).toBe(1)
  const confirmation = mailsTo(smtp, subscriber)[0]!
  const link = /https?:\/\/\S+\/api\/jobs\/subscriptions\/confirm\/\?token=[\w-]+/.exec(
    confirmation.text,
  )?.[0]
  expect(link, confirmation.text).toBeTruthy()
  await page.goto(link!)
  await expect(page).toHaveURL(`/track-your-cargo?tracking_id=${trackingId}&subscribed=1`)
  await expect(page.getByText(/Your subscription is confirmed/)).toBeVisible()
  expect(await violations(page, 'section[aria-labelledby="linked-result-heading"]')).toEqual([])

  // Staff record the next milestone; the outbox mails the confirmed subscriber.
  admin([
    'status',
    '--tracking-id',
    trackingId,
    '--content',
    'Arrived at the port of Brisbane',
    '--date',
    '2025-03-28',
    '--stage',
    'arrived',
  ])
  await expect.poll(() => mailsTo(smtp, subscriber).length, { timeout: 15_000 }).toBe(2)
  const milestone = mailsTo(smtp, subscriber)[1]!
  expect(milestone.headers.get('subject')).toContain('Arrived')
  expect(milestone.text).toContain('28/03/2025')
  expect(milestone.text).toContain(`/track-your-cargo?tracking_id=${trackingId}`)
  expect(milestone.headers.get('list-unsubscribe')).toMatch(/^<https?:\/\/\S+unsubscribe\S+>$/)
  expect(milestone.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
})

test('On a phone, the latest update and the stages fit the first screen of the result', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
  })
  const page = await context.newPage()
  await open(page, '/track-your-cargo')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Tracking number' }).fill('ABCD123456')
  await main.getByRole('button', { name: 'Track', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Tracking Details' })
  await expect(dialog.getByText('Latest update')).toBeVisible()
  const stages = await dialog.getByRole('region', { name: 'Journey' }).boundingBox()
  expect(stages!.y + stages!.height).toBeLessThanOrEqual(740)
  await context.close()
})

for (const { prefix, latest, another } of [
  { prefix: '', latest: 'Latest update', another: 'Track another number' },
  { prefix: '/ar', latest: 'آخر تحديث', another: 'تتبّع رقمًا آخر' },
]) {
  test(`A shared tracking link opens on its answer on a phone's first screen (${prefix || '/'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    await open(page, `${prefix}/track-your-cargo?tracking_id=ABCD123456`)
    const main = page.getByRole('main')
    const headline = main.getByText(latest, { exact: true })
    await expect(headline).toBeVisible()
    const box = await headline.boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(844)
    // The search form gives way to the answer; the answer's own link brings it back.
    await expect(main.getByRole('textbox')).toHaveCount(0)
    await main.getByRole('link', { name: another }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/track-your-cargo$`))
    await expect(main.getByRole('textbox').first()).toBeVisible()
    await context.close()
  })
}
