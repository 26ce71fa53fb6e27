import { expect, test } from '@playwright/test'

import { open } from './fixtures'

test('On a phone, the menu and the phone dropdown exclude each other and close on navigation', async ({
  page,
}) => {
  await open(page, '/')
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.click()
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobileNav).toBeVisible()
  await page.getByRole('button', { name: 'Talk to us' }).click()
  await expect(mobileNav).toBeHidden()
  await expect(page.getByRole('link', { name: /\+974/ }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Talk to us' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await mobileNav.getByRole('link', { name: 'Track', exact: true }).click()
  await expect(page).toHaveURL(/\/track-your-cargo$/)
  await expect(mobileNav).toBeHidden()
})
