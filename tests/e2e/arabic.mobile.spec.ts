import { expect, test } from '@playwright/test'

import * as controls from '../../src/components/ui/carousel-controls.messages.ar'
import * as reviews from '../../src/components/home/testimonials-carousel.messages.ar'

import { open } from './fixtures'
import { carousel, settledAfter, shown, swipe } from './slides'

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

test.describe('A swipe moves an Arabic carousel the way it reads', () => {
  test.use({ reducedMotion: 'reduce' })

  test('towards the right brings the next review, towards the left goes back', async ({ page }) => {
    await open(page, '/ar')
    const region = await carousel(page, reviews.carousel)
    const previous = region.getByRole('button', { name: controls.previous(reviews.items) })
    const next = region.getByRole('button', { name: controls.next(reviews.items) })
    const start = await shown(region)

    await swipe(page, region, 200)
    // "Previous" undoes it only if the swipe went forwards.
    const forwards = await settledAfter(region, start)
    await previous.click()
    expect(await settledAfter(region, forwards)).toEqual(start)

    await swipe(page, region, -200)
    const backwards = await settledAfter(region, start)
    await next.click()
    expect(await settledAfter(region, backwards)).toEqual(start)

    // A short movement is not a swipe: "next" after it takes one step from the start.
    await swipe(page, region, 30)
    await next.click()
    expect(await settledAfter(region, start)).toEqual(forwards)
  })
})
