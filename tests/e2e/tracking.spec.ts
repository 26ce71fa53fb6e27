import { expect, test, type Page } from '@playwright/test'

import { open } from './fixtures'

const job = {
  tracking_id: 'ABCD123456',
  cargo_type: 'Household goods',
  customer: { name: 'Fatima Al-Kuwari' },
  receiver_name: 'Fatima Al-Kuwari',
  weight: 1250,
  volume: 18.2,
  origin: 'Doha, Qatar',
  destination: 'Singapore',
  collection_date: '2025-03-07',
  status_updates: [
    {
      id: 2,
      status_content: 'Loaded on vessel at Hamad Port',
      status_date: '2025-03-10',
      status_time: '14:30:00',
    },
    {
      id: 1,
      status_content: 'Packed and collected',
      status_date: '2025-03-07',
      status_time: '09:15:00',
    },
  ],
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/jobs/jobs/**', async (route) => {
    const id = new URL(route.request().url()).searchParams.get('tracking_id')
    if (id === 'FAIL000000') return route.fulfill({ status: 503, body: 'Service Unavailable' })
    if (id === 'NONE000000')
      return route.fulfill({ json: [{ ...job, tracking_id: id, status_updates: [] }] })
    return route.fulfill({ json: id === job.tracking_id ? [job] : [] })
  })
})

async function track(page: Page, value: string) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Tracking number', exact: true }).fill(value)
  await main.getByRole('button', { name: 'Track', exact: true }).click()
}

test('Customers can track a shipment and read its status updates', async ({ page }) => {
  await open(page, '/track-your-cargo')
  await track(page, 'ABCD123456')
  const dialog = page.getByRole('dialog', { name: 'Tracking Details' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('1250 kg')).toBeVisible()
  await expect(dialog.getByText('18.2 m³')).toBeVisible()
  await expect(dialog.getByText('07/03/2025').first()).toBeVisible()
  await expect(
    dialog.getByRole('region', { name: 'Status Updates' }).getByRole('listitem').first(),
  ).toContainText('Packed and collected')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'Tracking number', exact: true }),
  ).toHaveValue('')
})

test('Customers are told when no shipment matches', async ({ page }) => {
  await open(page, '/track-your-cargo')
  await track(page, 'ZZZZ999999')
  await expect(page.getByText('No job found with this tracking number.')).toBeVisible()
})

test('Customers are told when tracking is unavailable and keep their number', async ({ page }) => {
  await open(page, '/track-your-cargo')
  await track(page, 'FAIL000000')
  await expect(page.getByText('Failed to fetch tracking details. Please try again.')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'Tracking number', exact: true }),
  ).toHaveValue('FAIL000000')
})

test('A shipment without updates says so', async ({ page }) => {
  await open(page, '/track-your-cargo')
  await track(page, 'NONE000000')
  const dialog = page.getByRole('dialog', { name: 'Tracking Details' })
  await expect(dialog.getByText('No status updates available.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close modal' }).click()
  await expect(dialog).toBeHidden()
})
