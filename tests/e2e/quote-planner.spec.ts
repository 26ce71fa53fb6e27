import type { Locator, Page } from '@playwright/test'

import { expect, open, test, violations } from './fixtures'

/** Presses Tab until `target` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

test('Visitors can plan an inventory quote from the header and see its volume', async ({
  page,
  enquiries,
}) => {
  await open(page, '/about-us')
  await page.getByRole('banner').getByRole('button', { name: 'Get a quote' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get a quote' })
  await dialog.getByRole('radio', { name: /International move/ }).check()
  await dialog.getByRole('button', { name: 'Next' }).click()

  const from = dialog.getByRole('group', { name: 'Moving from' })
  await from.getByLabel('Area').selectOption('The Pearl')
  await from.getByLabel('Property type').selectOption('apartment')
  await from.getByLabel('Floor').fill('12')
  await from.getByRole('checkbox', { name: 'There is a lift we can use' }).check()
  const to = dialog.getByRole('group', { name: 'Moving to' })
  await to.getByLabel('Country').selectOption('AU')
  await to.getByLabel('City').fill('Perth')
  await to.getByLabel('Property type').selectOption('villa')
  await dialog.getByRole('button', { name: 'Next' }).click()

  await dialog.getByRole('radio', { name: 'I am flexible' }).check()
  await dialog.getByLabel('How flexible?').selectOption('undecided')
  await dialog.getByRole('button', { name: 'Next' }).click()

  await dialog.getByRole('radio', { name: /List my items/ }).check()
  await dialog.getByRole('button', { name: 'One more: Sofa, 3 seats' }).click()
  await dialog.getByRole('button', { name: 'One more: Armchair' }).click()
  await dialog.locator('summary', { hasText: 'Bedrooms' }).click()
  await dialog.getByRole('spinbutton', { name: /King bed with mattress/ }).fill('1')
  await dialog.getByRole('spinbutton', { name: /Wardrobe, 2 doors/ }).fill('2')
  await dialog.locator('summary', { hasText: 'Boxes' }).click()
  await dialog.getByRole('spinbutton', { name: /Standard carton/ }).fill('40')
  // 1.4 + 0.6 + 1.6 + 2 × 1.5 + 40 × 0.1 = 10.6 m³
  const estimate = dialog.getByRole('status', { name: 'Estimated volume' })
  await expect(estimate).toContainText('10.6 m³')
  await expect(estimate).toContainText('Suggested: Shared container (LCL)')
  await dialog.getByRole('button', { name: 'Next' }).click()

  await dialog.getByLabel('Full name').fill('Daniel Okafor')
  await dialog.getByLabel('Country code').selectOption('61')
  await dialog.getByLabel('Phone number').pressSequentially('0412 345 678')
  await dialog.getByLabel('Email').fill('daniel@example.com')
  await dialog.getByLabel('Preferred contact').selectOption('email')
  await dialog.getByRole('checkbox', { name: /I agree/ }).check()
  await dialog.getByRole('button', { name: 'Next' }).click()

  await expect(dialog.getByRole('heading', { name: 'Check and send your request' })).toBeVisible()
  await expect(dialog.getByText('Perth, Australia (Villa, ground floor, no lift)')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/thank-you\?ref=1$/)
  await expect(
    page.getByText(/^Your reference is PCM-\d{2}-000001\. Please quote it when we call\.$/),
  ).toBeVisible()
  expect(enquiries.bodies).toHaveLength(1)
  expect(enquiries.bodies[0]).toMatchObject({
    fullName: 'Daniel Okafor',
    phoneNumber: '61412345678',
    serviceType: 'internationalMove',
    details: {
      volume: 10.6,
      shipping: { mode: 'lcl', count: 1 },
      size: {
        kind: 'inventory',
        items: {
          'sofa-3': 1,
          armchair: 1,
          'bed-king': 1,
          'wardrobe-double': 2,
          'carton-standard': 40,
        },
      },
    },
  })
})

test('A keyboard alone can complete the planner on its own page', async ({ page, enquiries }) => {
  // Dozens of key presses, each checked: give a loaded CI machine room.
  test.slow()
  await open(page, '/get-a-quote')
  const form = page.getByRole('form', { name: 'Quote planner' })
  const next = form.getByRole('button', { name: 'Next' })
  await tabTo(page, form.getByRole('radio', { name: /Local move/ }))
  await page.keyboard.press('Space')
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: 'Where from, and where to?' })).toBeFocused()
  const from = form.getByRole('group', { name: 'Moving from' })
  await tabTo(page, from.getByLabel('Area'))
  await page.keyboard.type('Al Sadd')
  await tabTo(page, from.getByLabel('Property type'))
  await page.keyboard.type('Apartment')
  const to = form.getByRole('group', { name: 'Moving to' })
  await tabTo(page, to.getByLabel('Area'))
  await page.keyboard.type('Lusail')
  await tabTo(page, to.getByLabel('Property type'))
  await page.keyboard.type('Villa')
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: 'When would you like to move?' })).toBeFocused()
  await tabTo(page, form.getByRole('radio', { name: 'On a set date' }))
  await page.keyboard.press('ArrowDown')
  await tabTo(page, form.getByLabel('How flexible?'))
  await page.keyboard.type('Not decided')
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: 'How much is there to move?' })).toBeFocused()
  await tabTo(page, form.getByRole('radio', { name: /By home size/ }))
  await page.keyboard.press('Space')
  // Tab enters a radio group once; the arrow keys choose within it.
  await tabTo(page, form.getByRole('radio', { name: /Studio/ }))
  await page.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: /1 bedroom/ })).toBeChecked()
  await expect(form.getByRole('status', { name: 'Estimated volume' })).toContainText('18.0 m³')
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: 'How can we reach you?' })).toBeFocused()
  await tabTo(page, form.getByLabel('Full name'))
  await page.keyboard.type('Mariam Al-Sulaiti')
  await tabTo(page, form.getByLabel('Phone number'))
  await page.keyboard.type('55123456')
  await tabTo(page, form.getByLabel('Email'))
  await page.keyboard.type('mariam@example.com')
  await tabTo(page, form.getByRole('checkbox', { name: /I agree/ }))
  await page.keyboard.press('Space')
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: 'Check and send your request' })).toBeFocused()
  await tabTo(page, form.getByRole('button', { name: 'Send request' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/thank-you\?ref=1$/)
  expect(enquiries.bodies[0]).toMatchObject({
    phoneNumber: '97455123456',
    serviceType: 'localMove',
    details: { moveType: 'local', volume: 18, shipping: { mode: 'truck', count: 1 } },
  })
})

test('Every step of the planner has no accessibility violations', async ({ page }) => {
  // Six axe scans in one test.
  test.slow()
  await open(page, '/get-a-quote')
  const form = page.getByRole('form', { name: 'Quote planner' })
  const next = form.getByRole('button', { name: 'Next' })
  const check = async () =>
    expect(await violations(page, 'form[aria-label="Quote planner"]')).toEqual([])

  await next.click()
  await expect(form.getByText('Please choose what you are moving.')).toBeVisible()
  await check()
  await form.getByRole('radio', { name: /Office move/ }).check()
  await next.click()
  await next.click()
  await expect(form.getByText('Please choose an area.').first()).toBeVisible()
  await check()
  for (const group of ['Moving from', 'Moving to']) {
    const place = form.getByRole('group', { name: group })
    await place.getByLabel('Area').selectOption('Msheireb')
    await place.getByLabel('Property type').selectOption('office')
  }
  await next.click()
  await check()
  await form.getByRole('radio', { name: 'I am flexible' }).check()
  await form.getByLabel('How flexible?').selectOption('undecided')
  await next.click()
  await next.click()
  await expect(form.getByText(/Please enter a number of desks/)).toBeVisible()
  await check()
  await form.getByRole('spinbutton', { name: 'Number of desks' }).fill('25')
  await next.click()
  await next.click()
  await check()
  await form.getByLabel('Full name').fill('Khalid Al-Mannai')
  await form.getByLabel('Phone number').fill('44001122')
  await form.getByLabel('Email').fill('khalid@example.com')
  await form.getByRole('checkbox', { name: /I agree/ }).check()
  await next.click()
  await expect(form.getByText('37.5 m³')).toBeVisible()
  await check()
})
