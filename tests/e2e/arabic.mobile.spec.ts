import { expect, test } from '@playwright/test'

import { open } from './fixtures'

// The header's words module reads the site's settings, which only Vite provides: named here.
test('On a phone, the Arabic menu mirrors, stays in Arabic and offers the English page', async ({
  page,
}) => {
  await open(page, '/ar/about-us')
  const menuButton = page.getByRole('button', { name: 'فتح القائمة' })
  // Right to left, the menu button sits at the left edge and the logo at the right.
  const logo = page.getByRole('banner').getByRole('link').first()
  expect((await menuButton.boundingBox())!.x).toBeLessThan((await logo.boundingBox())!.x)
  await menuButton.click()
  const mobileNav = page.getByRole('navigation', { name: 'قائمة الجوال' })
  await expect(mobileNav).toBeVisible()
  for (const link of await mobileNav.getByRole('link').all())
    await expect(link).toHaveAttribute('href', /^\/ar(\/|$)/)
  const english = page.getByRole('link', { name: 'English' })
  await expect(english).toBeVisible()
  await expect(english).toHaveAttribute('href', '/about-us')
  await mobileNav.getByRole('link').nth(0).click()
  await expect(page).toHaveURL(/\/ar$/)
  await expect(mobileNav).toBeHidden()
})
