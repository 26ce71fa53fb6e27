import { expect, test } from '@playwright/test'

import { singaporeAliasPath } from '../../src/config/paths'

import { open } from './fixtures'
import { getAllRoutePaths } from './routes'

const navOrder = ['Home', 'About Us', 'Moving', 'Logistics', 'Track', 'Blogs', 'Contact Us']

test.describe('Every route of the route table', () => {
  for (const path of getAllRoutePaths()) {
    test(`Visitors can open ${path}`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const response = await page.goto(path)
      expect(response?.status()).toBe(path === '/not-found' ? 404 : 200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page).toHaveTitle(/\S/)
      const isBare = path === '/thank-you'
      await expect(page.getByRole('banner')).toHaveCount(isBare ? 0 : 1)
      await expect(page.getByRole('contentinfo')).toHaveCount(isBare ? 0 : 1)
      expect(errors).toEqual([])
    })
  }
})

test('The header lists the seven sections in order and marks the current one', async ({ page }) => {
  await open(page, '/about-us')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link')).toHaveText(navOrder)
  await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
})

test('Service pages mark Moving or Logistics as the current section', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await open(page, '/services/pet-relocation-services-qatar')
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Moving')
  await page.goto('/services/sea-freight-companies-qatar')
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Logistics')
})

test('Visitors who follow a broken link see the not-found page and can go home', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await open(page, '/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  const main = page.locator('#main')
  await expect(main.getByText('PAGE ERROR')).toBeVisible()
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Page not found')
  await expect(main.getByText("We're sorry, something is not working here!")).toBeVisible()
  expect(errors).toEqual([])
  await main.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('An unknown service or blog slug sends the visitor to /not-found', async ({ page }) => {
  await page.goto('/services/no-such-service')
  await expect(page).toHaveURL(/\/not-found$/)
  await page.goto('/blog/no-such-post')
  await expect(page).toHaveURL(/\/not-found$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found')
})

test('The thank-you page confirms the enquiry outside the site shell', async ({ page }) => {
  await open(page, '/thank-you')
  await expect(page.getByRole('heading', { name: 'Thanks for submitting!' })).toBeVisible()
  await expect(page.getByText('Your message has been sent!')).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/thank-you$/)
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('The Singapore page answers at both paths with one canonical URL', async ({ page }) => {
  await page.goto(singaporeAliasPath)
  const canonical = page.locator('link[rel="canonical"]')
  await expect(canonical).toHaveAttribute('href', /\/international-relocation-singapore-qatar$/)
  await page.goto('/international-relocation-singapore-qatar')
  await expect(canonical).toHaveAttribute('href', /\/international-relocation-singapore-qatar$/)
})

test('The header docks to the top once the page scrolls past 100 px', async ({ page }) => {
  await open(page, '/terms-and-conditions')
  const header = page.getByRole('banner')
  await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'))
  await expect(header).not.toHaveAttribute('data-scrolled')
  // SPEC 2.2: 10 px down from the top until then, docked at the very top after.
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(10)
  await page.mouse.wheel(0, 400)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible()
  await page.getByRole('button', { name: 'Scroll to top' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(header).not.toHaveAttribute('data-scrolled')
})
