import { expect, open, test } from './fixtures'
import { serviceSlugs } from './routes'

test.describe('Service pages', () => {
  for (const slug of serviceSlugs) {
    test(`Visitors reading /services/${slug} see it and the other services, not itself again`, async ({
      page,
    }) => {
      await page.goto(`/services/${slug}`)
      const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
      expect(title.length).toBeGreaterThan(3)
      const others = page.getByRole('region', { name: 'Other Services' })
      // The carousel comes alive as the visitor scrolls down to it.
      await others.scrollIntoViewIfNeeded()
      await expect(others).toBeVisible()
      await expect(others.getByRole('link', { name: /^View .+ details$/ }).first()).toBeAttached()
      await expect(others.getByRole('link', { name: `View ${title} details` })).toHaveCount(0)
      await expect(others.locator(`a[href="/services/${slug}"]`)).toHaveCount(0)
    })
  }
})

test('Visitors can go from the blog list to a post and on to a recent post', async ({ page }) => {
  await open(page, '/blog')
  const latest = page.locator('section', {
    has: page.getByRole('heading', { name: 'Latest Updates' }),
  })
  const firstCard = latest.getByRole('article').first()
  const firstTitle = (await firstCard.getByRole('heading').textContent())?.trim() ?? ''
  await firstCard.getByRole('link').click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  // The banner splits the title over two lines; innerText keeps the break as whitespace, which
  // toHaveText normalises, so the words are compared once the post's chunk has rendered.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle, {
    useInnerText: true,
  })
  const sidebar = page.getByRole('complementary')
  await expect(sidebar.getByRole('heading', { name: 'Recent Posts' })).toBeVisible()
  const next = sidebar.getByRole('link', { name: /Read More/ }).first()
  const href = await next.getAttribute('href')
  await next.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(firstTitle)
})

test('Visitors on a destination page can read the FAQ and open the enquiry dialog', async ({
  page,
}) => {
  await open(page, '/international-relocation-japan-qatar')
  const faq = page.locator('section[aria-labelledby="destination-faq"]')
  const buttons = faq.getByRole('button')
  await expect(buttons).toHaveCount(4)
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await buttons.nth(2).click()
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByRole('region').nth(2)).toBeVisible()

  await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first().click()
  const dialog = page.getByRole('dialog', { name: "Moving Soon? Let's Talk" })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close modal' }).click()
  await expect(dialog).toBeHidden()
})

test('Sections below the fold stay readable while the page settles and work once reached', async ({
  page,
}) => {
  await open(page, '/')
  // Google's (stand-in) script loads once the page is idle and hands over a token: the page
  // changes state while the reviews, far below, have not hydrated yet. Wait for that token.
  await page.waitForFunction(() => '__recaptchaTokens' in window, null, { timeout: 15_000 })
  const reviews = page.getByRole('region', { name: 'Customer reviews' })
  await expect(reviews.getByText('Mariam Al-Sulaiti').first()).toBeAttached()
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)

  await reviews.scrollIntoViewIfNeeded()
  const current = reviews.locator('.slick-current')
  await expect(current).toHaveAttribute('data-index', '0')
  await reviews.getByRole('button', { name: 'Next review' }).click()
  await expect(current).toHaveAttribute('data-index', '1')
})
