import type { Locator, Page } from '@playwright/test'

import { serviceSlugs } from '../../src/config/paths'
import { certifications } from '../../src/content/certifications'
import { testimonials } from '../../src/content/testimonials'
import { expect, test } from './fixtures'

const HOME = '/'
const SERVICE = '/services/house-moving-companies-qatar'
const ABOUT = '/about-us'

/** The cards of a react-slick carousel, read from its own slides (not the loop's clones). */
function slickCards(region: Locator, card: string) {
  return region.locator(`.slick-slide:not(.slick-cloned) ${card}`).evaluateAll((cards) =>
    cards.map((element) => {
      const text = (selector: string) => element.querySelector(selector)?.textContent?.trim() ?? ''
      const link = element.querySelector('a')
      return {
        title: text('h3'),
        description: text('p'),
        image: element.querySelector('img')?.getAttribute('src') ?? '',
        link: link?.getAttribute('aria-label') ?? '',
        href: link?.getAttribute('href') ?? '',
      }
    }),
  )
}

test.describe('Carousels in the served HTML (scripts off)', () => {
  test.use({ javaScriptEnabled: false })

  test("home: 'Our Services' holds every service card with its picture, words and link", async ({
    page,
  }) => {
    await page.goto(HOME)
    const cards = await slickCards(page.getByRole('region', { name: 'Service cards' }), 'article')
    expect(cards.map((card) => card.href).sort()).toEqual(
      serviceSlugs.map((slug) => `/services/${slug}`).sort(),
    )
    for (const card of cards) {
      expect(card.title.length, card.href).toBeGreaterThan(3)
      expect(card.description.length, card.href).toBeGreaterThan(20)
      expect(card.image, card.href).toMatch(/^\/images\//)
      expect(card.link).toBe(`View ${card.title} details`)
    }
  })

  test("a service page: 'Other Services' holds every other service, not itself", async ({
    page,
  }) => {
    await page.goto(SERVICE)
    const cards = await slickCards(page.getByRole('region', { name: 'Service cards' }), 'article')
    expect(cards.map((card) => card.href).sort()).toEqual(
      serviceSlugs
        .map((slug) => `/services/${slug}`)
        .filter((href) => href !== SERVICE)
        .sort(),
    )
    for (const card of cards) {
      expect(card.description.length, card.href).toBeGreaterThan(20)
      expect(card.image, card.href).toMatch(/^\/images\//)
      expect(card.link).toBe(`View ${card.title} details`)
    }
  })

  test('home: every review and every reason to choose us is in the page', async ({ page }) => {
    await page.goto(HOME)
    const reviews = page.getByRole('region', { name: 'Customer reviews' })
    const figures = reviews.locator('.slick-slide:not(.slick-cloned) figure')
    await expect(figures).toHaveCount(testimonials.length)
    for (const [index, testimonial] of testimonials.entries()) {
      const figure = figures.nth(index)
      await expect(figure).toContainText(testimonial.title)
      await expect(figure).toContainText(testimonial.description)
      await expect(figure.locator('img')).toHaveAttribute('src', testimonial.person.src)
    }

    const reasons = await slickCards(
      page.getByRole('region', { name: 'Reasons to choose us' }),
      'article',
    )
    expect(reasons.length).toBeGreaterThanOrEqual(3)
    expect(new Set(reasons.map((reason) => reason.title)).size).toBe(reasons.length)
    for (const reason of reasons) {
      expect(reason.title.length).toBeGreaterThan(3)
      expect(reason.description.length, reason.title).toBeGreaterThan(20)
    }
  })

  test('slides hidden from assistive technology hold nothing that takes focus', async ({
    page,
  }) => {
    for (const path of [HOME, SERVICE]) {
      await page.goto(path)
      // What axe's aria-hidden-focus rule looks for; axe itself cannot run with scripts off.
      const focusable = await page
        .locator('.slick-slide[aria-hidden="true"]')
        .locator('a[href], button')
        .evaluateAll(
          (elements) =>
            elements.filter(
              (element) =>
                getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert]'),
            ).length,
        )
      expect(focusable, path).toBe(0)
    }
  })

  test('about: every certificate is in the page with its picture', async ({ page }) => {
    await page.goto(ABOUT)
    const region = page.getByRole('region', { name: 'Certifications and memberships' })
    for (const certification of certifications) {
      const card = region.getByRole('button', { name: `View certificate: ${certification.name}` })
      await expect(card).toHaveCount(1)
      await expect(card.locator('img')).toHaveAttribute('src', certification.image.src)
    }
  })
})

/** Where the carousel's first card sits inside it, and how tall the carousel is. */
async function firstCardBox(region: Locator, firstCard: Locator) {
  const [outer, card] = await Promise.all([region.boundingBox(), firstCard.boundingBox()])
  if (!outer || !card) throw new Error('carousel or card not laid out')
  return {
    x: Math.round(card.x - outer.x),
    width: Math.round(card.width),
    height: Math.round(outer.height),
  }
}

const slide0 = (region: Locator) => region.locator('.slick-slide[data-index="0"]')
/** Each page's carousels by name, with a way to find the card that starts in front. */
const CAROUSELS: Record<string, Array<[string, (region: Locator) => Locator]>> = {
  [HOME]: [
    ['Service cards', slide0],
    ['Reasons to choose us', slide0],
    ['Customer reviews', slide0],
  ],
  [SERVICE]: [['Service cards', slide0]],
  [ABOUT]: [
    [
      'Certifications and memberships',
      (region) =>
        region.getByRole('button', { name: `View certificate: ${certifications[0]!.name}` }),
    ],
  ],
}

/** Scrolls the carousel into view and waits until its script has taken over the prerendered one. */
async function hydrated(page: Page, region: Locator) {
  await region.scrollIntoViewIfNeeded()
  await expect(region.locator('[data-slick-pending]')).toHaveCount(0)
  await expect(region.locator('.slick-initialized, .swiper-initialized')).not.toHaveCount(0)
  await page.evaluate(() => new Promise(requestAnimationFrame))
}

for (const width of [375, 768, 1280]) {
  test(`At ${width} px each carousel's cards sit where they will stay once scripts run`, async ({
    browser,
  }) => {
    const viewport = { width, height: 800 }
    const options = { viewport, reducedMotion: 'reduce' as const }
    const before = await browser.newContext({ ...options, javaScriptEnabled: false })
    const after = await browser.newContext(options)
    try {
      const still = await before.newPage()
      const live = await after.newPage()
      for (const [path, carousels] of Object.entries(CAROUSELS)) {
        await Promise.all([still.goto(path), live.goto(path)])
        for (const [name, firstCard] of carousels) {
          const stillRegion = still.getByRole('region', { name })
          const liveRegion = live.getByRole('region', { name })
          await stillRegion.scrollIntoViewIfNeeded()
          await hydrated(live, liveRegion)
          const label = `${path} ${name}`
          const expected = await firstCardBox(liveRegion, firstCard(liveRegion))
          const actual = await firstCardBox(stillRegion, firstCard(stillRegion))
          expect(Math.abs(actual.x - expected.x), `${label}: first card's left edge`).toBeLessThan(
            2,
          )
          expect(Math.abs(actual.width - expected.width), `${label}: card width`).toBeLessThan(2)
          expect(actual.height, `${label}: carousel height`).toBe(expected.height)
        }
      }
    } finally {
      await before.close()
      await after.close()
    }
  })
}

test('Carousel pages hydrate without a mismatch as the visitor scrolls through them', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  for (const [path, carousels] of Object.entries(CAROUSELS)) {
    await page.goto(path)
    for (const [name] of carousels) await hydrated(page, page.getByRole('region', { name }))
  }
  expect(errors).toEqual([])
})
