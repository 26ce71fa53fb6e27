import { expect, test } from '@playwright/test'

import { everyPage, open, violations } from './fixtures'
import { getAllRoutePaths } from './routes'

test.describe('Accessibility (axe: WCAG 2.2 A/AA and best practices)', () => {
  for (const path of getAllRoutePaths()) {
    everyPage(`${path} has no violations`, async ({ tab }) => {
      await open(tab, path)
      expect(await violations(tab)).toEqual([])
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
    expect(await violations(page, 'dialog[open]')).toEqual([])
  })

  test('the enquiry dialog keeps the keyboard inside, closes on Escape and hands focus back', async ({
    page,
  }) => {
    await open(page, '/about-us')
    const opener = page.getByRole('main').getByRole('button', { name: 'Enquire Now' }).first()
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: "Moving Soon? Let's Talk" })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close modal' })).toBeFocused()
    // A native modal dialog makes the page behind inert: Tab walks the dialog and, past its last
    // control, the browser's own toolbar (the document's focus is then on <body>), never the page.
    const focusInside = () =>
      page.evaluate(
        () =>
          document.activeElement === document.body ||
          Boolean(document.activeElement?.closest('dialog[open]')),
      )
    let visitedToolbar = false
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInside()).toBe(true)
      visitedToolbar ||= await page.evaluate(() => document.activeElement === document.body)
    }
    expect(visitedToolbar).toBe(true)
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside()).toBe(true)
    }
    // The page behind is inert: a link there cannot take focus while the dialog is open.
    await page.evaluate(() => document.querySelector<HTMLElement>('#main a[href]')?.focus())
    expect(await focusInside()).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
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
    expect(await violations(page, 'dialog[open]')).toEqual([])
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
