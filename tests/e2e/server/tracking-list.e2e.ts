import type { Page } from '@playwright/test'

import { expect, open, test, violations } from '../fixtures'

/**
 * A shared link with ten numbers (the three demo jobs the server seeds and seven unknown), as a
 * family tracking every leg of a move or an HR manager tracking a team would send it.
 */
const TEN = [
  'SYKR293270',
  'ZZZZ000001',
  'abcd123456',
  'ZZZZ000002',
  'ZZZZ000003',
  'QTRM654321',
  'ZZZZ000004',
  'ZZZZ000005',
  'ZZZZ000006',
  'ZZZZ000007',
]
const LINK = `/track-your-cargo?tracking_id=${TEN.join(',')}`
const SHOWN = TEN.map((id) => id.toUpperCase())

/** Errors in the console (a hydration mismatch is one) and every tracking lookup the page makes. */
function watch(page: Page) {
  const problems: string[] = []
  const lookups: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('request', (request) => {
    if (request.url().includes('/api/jobs/jobs/')) lookups.push(request.url())
  })
  return { problems, lookups }
}

const rowsOf = (page: Page) =>
  page.getByRole('region', { name: /Tracking Details|تفاصيل التتبّع/ }).getByRole('listitem')

async function expectTheList(page: Page, notFound: string) {
  const rows = rowsOf(page)
  await expect(rows).toHaveCount(10)
  for (const [index, id] of SHOWN.entries()) await expect(rows.nth(index)).toContainText(id)
  for (const index of [1, 3, 4, 6, 7, 8, 9]) await expect(rows.nth(index)).toContainText(notFound)
  // Found rows link to their full answer; unknown ones do not.
  await expect(rows.nth(0).getByRole('link')).toHaveAttribute(
    'href',
    /\/track-your-cargo\?tracking_id=SYKR293270$/,
  )
  await expect(rows.nth(1).getByRole('link')).toHaveCount(0)
}

test('A shared ten-number link lists them in order and hydrates without a mismatch or a second lookup', async ({
  page,
}) => {
  const { problems, lookups } = watch(page)
  await open(page, LINK)
  await expectTheList(page, 'No job found with this tracking number.')
  const demo = rowsOf(page).nth(2)
  await expect(demo).toContainText('Latest stageIn transit')
  await expect(demo).toContainText('Doha, Qatar')
  await expect(demo).toContainText('Brisbane, Australia')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  // Nothing personal in a list: the demo customer's name never reaches the page.
  await expect(page.getByText('Aisha Rahman')).toHaveCount(0)
  expect(lookups).toEqual([])
  expect(await violations(page, 'main')).toEqual([])

  // Live: a row opens that number's full answer in place.
  await demo.getByRole('link').click()
  await expect(page).toHaveURL(/\?tracking_id=ABCD123456$/)
  const result = page.getByRole('region', { name: 'Tracking Details' })
  await expect(result.getByText('Departed Hamad Port')).toBeVisible()
  await expect(result.getByRole('button', { name: 'Show full details' })).toBeVisible()
  expect(problems).toEqual([])
})

test('The Arabic edition mirrors the list and keeps each number left to right', async ({
  page,
}) => {
  const { problems, lookups } = watch(page)
  await open(page, `/ar${LINK}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectTheList(page, 'لم نعثر على أي شحنة بهذا الرقم.')
  // The first isolate: the route's Latin place names are isolated too.
  const number = rowsOf(page).nth(0).locator('bdi[dir="ltr"]').first()
  await expect(number).toHaveText('SYKR293270')
  // Mirrored: the number starts at the right edge of its row.
  const row = await rowsOf(page).nth(0).boundingBox()
  const box = await number.boundingBox()
  expect(row!.x + row!.width - (box!.x + box!.width)).toBeLessThan(40)
  await expect(page.getByText('10 أرقام تتبّع')).toBeVisible()
  expect(lookups).toEqual([])
  expect(problems).toEqual([])
  expect(await violations(page, 'main')).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('A shared ten-number link shows the list, and each row opens its full answer', async ({
    page,
  }) => {
    await page.goto(LINK)
    await expectTheList(page, 'No job found with this tracking number.')
    await rowsOf(page).nth(5).getByRole('link').click()
    await expect(page).toHaveURL(/\?tracking_id=QTRM654321$/)
    await expect(page.getByRole('region', { name: 'Tracking Details' })).toContainText('QTRM654321')
  })

  test('Numbers typed with commas, spaces and new lines open their list', async ({ page }) => {
    await page.goto('/track-your-cargo')
    const main = page.getByRole('main')
    await main
      .getByRole('textbox', { name: 'Tracking number' })
      .fill('ABCD123456, QTRM654321 ZZZZ000009')
    await main.getByRole('button', { name: 'Track', exact: true }).click()
    const rows = rowsOf(page)
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0)).toContainText('ABCD123456')
    await expect(rows.nth(2)).toContainText('No job found with this tracking number.')
  })

  test('Eleven numbers bring back the form holding them, with a clear message', async ({
    page,
  }) => {
    const eleven = [...TEN, 'ZZZZ000008']
    const response = await page.goto(`/track-your-cargo?tracking_id=${eleven.join(',')}`)
    expect(response?.status()).toBe(400)
    const field = page.getByRole('main').getByRole('textbox', { name: 'Tracking number' })
    await expect(field).toHaveValue(eleven.join(', '))
    await expect(
      page.getByText('Please enter at most 10 tracking numbers at a time.'),
    ).toBeVisible()
  })
})
