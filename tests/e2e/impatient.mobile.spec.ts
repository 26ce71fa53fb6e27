import type { Locator, Page } from '@playwright/test'

import { gallery } from '../../src/content/gallery'

import { expect, test } from './fixtures'

/**
 * An impatient visitor on a mid-range phone (ADR 008): the CPU slowed 4× and slow 4G. They act as
 * soon as the page has painted, with real taps and key presses, and never wait for the page to
 * become live. On a loaded machine the page may hydrate before a scripted visitor is done, so the
 * app's entry script is held back until they are (`holdEntry`): every action provably lands before
 * hydration, and the test exercises the early-event capture and replay, not the ordinary handlers.
 * One flow runs unheld, typing straight through hydration.
 */
const job = {
  tracking_id: 'ABCD123456',
  customer: { name: 'Fatima Al-Kuwari' },
  origin: 'Doha, Qatar',
  destination: 'Singapore',
  status_updates: [
    { id: 1, status_content: 'Packed and collected', status_date: '2025-03-07', status_time: null },
  ],
}

test.beforeEach(async ({ page }) => {
  // One number or a list (tracking_id=A,B,C): the jobs found, in the order asked, like the API.
  await page.route('**/api/jobs/jobs/**', (route) => {
    const ids = new URL(route.request().url()).searchParams.get('tracking_id') ?? ''
    return route.fulfill({
      json: ids
        .split(',')
        .filter((id) => id === job.tracking_id)
        .map(() => job),
    })
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 93_750,
  })
})

/** Holds the app's entry script until `release` is called (other chunks load as usual). */
async function holdEntry(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens a page and returns as soon as the browser reports its first contentful paint. */
async function openAtFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 20, timeout: 20_000 },
  )
}

/**
 * A real tap in the middle of the control, brought into view first if it is not (at once: a
 * smooth scroll would only spend the time the test is about). Returns whether the page had
 * hydrated when the tap landed.
 */
async function tap(page: Page, control: Locator) {
  const { hydrated, x, y } = await control.evaluate((element) => {
    const inView = (rect: DOMRect) => rect.top >= 0 && rect.bottom <= window.innerHeight
    if (!inView(element.getBoundingClientRect()))
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
    const rect = element.getBoundingClientRect()
    return {
      hydrated: document.documentElement.dataset.hydrated === 'true',
      x: rect.left + rect.width / 2,
      y: rect.top + rect.height / 2,
    }
  })
  await page.mouse.click(x, y)
  return hydrated
}

const live = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ timeout: 25_000 })

test.describe.configure({ timeout: 60_000 })

test('Typing a tracking number and tapping Track before the page is live shows the result', async ({
  page,
}) => {
  const release = await holdEntry(page)
  await openAtFirstPaint(page, '/track-your-cargo')
  const main = page.getByRole('main')
  const field = main.getByRole('textbox', { name: 'Tracking number' })
  expect(await tap(page, field)).toBe(false)
  await page.keyboard.type('ABCD123456')
  expect(await tap(page, main.getByRole('button', { name: 'Track', exact: true }))).toBe(false)

  release()
  const dialog = page.getByRole('dialog', { name: 'Tracking Details' })
  await expect(dialog).toBeVisible({ timeout: 25_000 })
  await expect(dialog.getByText('Packed and collected').first()).toBeVisible()
  await page.getByRole('button', { name: 'Close modal' }).click()
  await expect(dialog).toBeHidden()
})

test('Pasting three tracking numbers and tapping Track before the page is live lists them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const release = await holdEntry(page)
  await openAtFirstPaint(page, '/track-your-cargo')
  const main = page.getByRole('main')
  const field = main.getByRole('textbox', { name: 'Tracking number' })
  expect(await tap(page, field)).toBe(false)
  // Copied from an e-mail, one number a line: a one-line field takes the lines with spaces.
  await page.evaluate(() => navigator.clipboard.writeText('ZZZZ999999\nABCD123456\nQTRM654321\n'))
  await page.keyboard.press('ControlOrMeta+V')
  await expect(field).toHaveValue(/^ZZZZ999999\s*ABCD123456\s*QTRM654321\s*$/)
  expect(await tap(page, main.getByRole('button', { name: 'Track', exact: true }))).toBe(false)

  release()
  await expect(page).toHaveURL(/\?tracking_id=ZZZZ999999,ABCD123456,QTRM654321$/, {
    timeout: 25_000,
  })
  const rows = main.getByRole('region', { name: 'Tracking Details' }).getByRole('listitem')
  await expect(rows).toHaveCount(3, { timeout: 25_000 })
  await expect(rows.nth(0)).toContainText('No job found with this tracking number.')
  await expect(rows.nth(1)).toContainText('ABCD123456')
  await expect(rows.nth(1)).toContainText('Singapore')
  await expect(rows.nth(2)).toContainText('No job found with this tracking number.')
})

test('Pressing Enter in the tracking field before the page is live looks the number up', async ({
  page,
}) => {
  const release = await holdEntry(page)
  await openAtFirstPaint(page, '/track-your-cargo')
  const field = page.getByRole('main').getByRole('textbox', { name: 'Tracking number' })
  expect(await tap(page, field)).toBe(false)
  await page.keyboard.type('ZZZZ999999')
  await page.keyboard.press('Enter')
  release()
  await expect(page.getByText('No job found with this tracking number.').first()).toBeVisible({
    timeout: 25_000,
  })
  await expect(field).toHaveValue('ZZZZ999999')
})

test('Tapping Full Name in the hero and typing expands the form and keeps the name', async ({
  page,
}) => {
  const release = await holdEntry(page)
  await openAtFirstPaint(page, '/')
  const form = page.getByRole('form', { name: 'Booking enquiry' })
  const name = form.getByRole('textbox', { name: 'Full Name' })
  expect(await tap(page, name)).toBe(false)
  await page.keyboard.type('Aisha Rahman')
  release()
  await live(page)
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Get a quote' })).toBeVisible()
  await expect(name).toHaveValue('Aisha Rahman')
  // The name reached React's state: it survives a re-render (collapsing keeps the values).
  await form.getByRole('button', { name: 'Close booking form' }).click()
  await expect(name).toHaveValue('Aisha Rahman')
})

test('Typing straight through hydration loses no keystroke', async ({ page }) => {
  await openAtFirstPaint(page, '/')
  const form = page.getByRole('form', { name: 'Booking enquiry' })
  const name = form.getByRole('textbox', { name: 'Full Name' })
  await tap(page, name)
  const text = 'Aisha Rahman Al-Kuwari of Al Waab, Doha'
  await page.keyboard.type(text, { delay: 60 })
  await live(page)
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(name).toHaveValue(text)
})

test('Tapping Enquire Now before the page is live opens the enquiry dialog', async ({ page }) => {
  const release = await holdEntry(page)
  await openAtFirstPaint(page, '/about-us')
  const enquire = page.getByRole('main').getByRole('button', { name: 'Enquire Now' }).first()
  expect(await tap(page, enquire)).toBe(false)
  release()
  const dialog = page.getByRole('dialog', { name: "Moving Soon? Let's Talk" })
  await expect(dialog).toBeVisible({ timeout: 25_000 })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Omar')
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Omar')
})

test('Tapping a gallery picture before the page is live opens its preview', async ({ page }) => {
  const release = await holdEntry(page)
  await openAtFirstPaint(page, '/gallery')
  const caption = gallery.Movers[0]!.caption
  const picture = page.getByRole('button', { name: `Open full-size image: ${caption}` })
  expect(await tap(page, picture)).toBe(false)
  release()
  await expect(page.getByRole('dialog', { name: caption })).toBeVisible({ timeout: 25_000 })
})

test('Tapping the menu button before the page is live opens the menu', async ({ page }) => {
  const release = await holdEntry(page)
  await openAtFirstPaint(page, '/')
  expect(await tap(page, page.getByRole('button', { name: 'Open menu' }))).toBe(false)
  release()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible({ timeout: 25_000 })
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})

test('Tapping an FAQ question before the page is live opens its answer', async ({ page }) => {
  const release = await holdEntry(page)
  await openAtFirstPaint(page, '/track-your-cargo')
  const question = page.getByRole('button', { name: 'Why can’t I find my shipment?' })
  expect(await tap(page, question)).toBe(false)
  release()
  await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 25_000 })
  // One open item at a time: the first question, open at load, has closed.
  await expect(
    page.getByRole('button', { name: 'What does a tracking number look like?' }),
  ).toHaveAttribute('aria-expanded', 'false')
})
