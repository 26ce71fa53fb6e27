import { expect, test } from '@playwright/test'

import { getAllRoutePaths } from '../../src/config/paths'
import { open, violations } from './fixtures'

test.describe('Accessibility (axe, WCAG 2.2 A/AA)', () => {
  for (const path of getAllRoutePaths()) {
    test(`${path} has no violations`, async ({ page }) => {
      await open(page, path)
      expect(await violations(page)).toEqual([])
    })
  }

  test('keyboard users see a gold focus ring, starting with the skip link', async ({ page }) => {
    await open(page, '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus-visible')
    await expect(focused).toHaveCSS('outline-style', 'solid')
    await expect(focused).toHaveCSS('outline-color', 'rgb(242, 163, 58)')
    await expect(focused).toHaveCSS('outline-width', '3px')
  })

  test('the enquiry dialog has no violations', async ({ page }) => {
    await open(page, '/about-us')
    await page.getByRole('main').getByRole('button', { name: 'Enquire Now' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Please enter your full name.')).toBeVisible()
    expect(await violations(page, '[role="dialog"]')).toEqual([])
  })

  test('the tracking result modal has no violations', async ({ page }) => {
    await page.route('**/api/jobs/jobs/**', (route) =>
      route.fulfill({
        json: [
          {
            tracking_id: 'ABCD123456',
            weight: 10,
            status_updates: [
              {
                id: 1,
                status_content: 'Collected',
                status_date: '2025-03-07',
                status_time: '09:00:00',
              },
            ],
          },
        ],
      }),
    )
    await open(page, '/track-your-cargo')
    await page
      .getByRole('main')
      .getByRole('textbox', { name: 'Tracking number', exact: true })
      .fill('ABCD123456')
    await page.getByRole('main').getByRole('button', { name: 'Track', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Tracking Details' })
    // Scan the settled dialog: mid fade-in, its text has not reached its final contrast yet.
    await expect(dialog).toHaveCSS('opacity', '1')
    expect(await violations(page, '[role="dialog"]')).toEqual([])
  })
})

test.describe('Accessibility on a phone', () => {
  test.use({ viewport: { width: 360, height: 760 } })

  test('the open mobile menu has no violations and closes on Escape', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    expect(await violations(page, 'header')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })
})
