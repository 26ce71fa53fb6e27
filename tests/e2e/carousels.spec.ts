import type { Locator, Page } from '@playwright/test'

import { certifications } from '../../src/content/certifications'
import { testimonials } from '../../src/content/testimonials'
import { expect, test } from './fixtures'
import { serviceSlugs } from './routes'

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

/** Each page's carousels by name, with the card that starts in front. */
const CAROUSELS: Record<string, Array<[string, string]>> = {
  [HOME]: [
    ['Service cards', '.slick-slide[data-index="0"]'],
    ['Reasons to choose us', '.slick-slide[data-index="0"]'],
    ['Customer reviews', '.slick-slide[data-index="0"]'],
  ],
  [SERVICE]: [['Service cards', '.slick-slide[data-index="0"]']],
  [ABOUT]: [
    [
      'Certifications and memberships',
      `button[aria-label="View certificate: ${certifications[0]!.name}"]`,
    ],
  ],
}

type Box = { x: number; width: number; height: number }

/**
 * Records, on every frame from now on, where the carousel's first card sits inside it and how tall
 * the carousel is, keeping each new arrangement once.
 */
function watchLayout(page: Page, name: string, card: string) {
  return page.evaluate(
    ({ name, card }) => {
      const region = document.querySelector(`[aria-label="${name}"]`)!
      const boxes: Box[] = []
      ;(window as unknown as { carouselBoxes: Record<string, Box[]> }).carouselBoxes ??= {}
      ;(window as unknown as { carouselBoxes: Record<string, Box[]> }).carouselBoxes[name] = boxes
      const frame = () => {
        const outer = region.getBoundingClientRect()
        const inner = region.querySelector(card)!.getBoundingClientRect()
        const box = {
          x: Math.round(inner.x - outer.x),
          width: Math.round(inner.width),
          height: Math.round(outer.height),
        }
        const last = boxes.at(-1)
        if (!last || last.x !== box.x || last.width !== box.width || last.height !== box.height)
          boxes.push(box)
        requestAnimationFrame(frame)
      }
      frame()
    },
    { name, card },
  )
}

const frames = (page: Page, count: number) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) =>
          left ? requestAnimationFrame(() => next(left - 1)) : resolve()
        next(count)
      }),
    count,
  )

/** Scrolls the carousel into view and waits until its script has taken over the prerendered one. */
async function hydrated(page: Page, region: Locator) {
  await region.scrollIntoViewIfNeeded()
  await expect(region.locator('[data-slick-pending]')).toHaveCount(0)
  await expect(region.locator('.slick-initialized, .swiper-initialized')).not.toHaveCount(0)
  // react-slick re-measures on the next resize observation; let it.
  await frames(page, 20)
}

for (const width of [375, 768, 1280]) {
  test(`At ${width} px each carousel's cards stay where the HTML put them while scripts take over`, async ({
    browser,
  }) => {
    const viewport = { width, height: 800 }
    // Reduced motion keeps autoplay still; it also gives every element a tiny transition, which
    // must not replay the hand-over either.
    const options = { viewport, reducedMotion: 'reduce' as const }
    const before = await browser.newContext({ ...options, javaScriptEnabled: false })
    const after = await browser.newContext(options)
    try {
      const still = await before.newPage()
      const live = await after.newPage()
      for (const [path, carousels] of Object.entries(CAROUSELS)) {
        await Promise.all([still.goto(path), live.goto(path)])
        for (const [name, card] of carousels) {
          const stillRegion = still.getByRole('region', { name })
          await stillRegion.scrollIntoViewIfNeeded()
          const [outer, inner] = await Promise.all([
            stillRegion.boundingBox(),
            stillRegion.locator(card).boundingBox(),
          ])
          const expected = {
            x: Math.round(inner!.x - outer!.x),
            width: Math.round(inner!.width),
            height: Math.round(outer!.height),
          }
          await watchLayout(live, name, card)
          await hydrated(live, live.getByRole('region', { name }))
          const seen = await live.evaluate(
            (name) =>
              (window as unknown as { carouselBoxes: Record<string, Box[]> }).carouselBoxes[name]!,
            name,
          )
          // Rounding may move an edge by a pixel; anything more is a visible jump.
          for (const box of seen) {
            const label = `${path} ${name}: ${JSON.stringify(seen)} against ${JSON.stringify(expected)}`
            expect(Math.abs(box.x - expected.x), label).toBeLessThan(2)
            expect(Math.abs(box.width - expected.width), label).toBeLessThan(2)
            expect(box.height, label).toBe(expected.height)
          }
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

/**
 * The lines of a service card's title and description that its round arrow sits on, for every
 * card on the page (carousel clones included: they are the same cards, just out of view). The
 * lines are the text's own boxes, not the elements', whose padding may leave the arrow room.
 */
function arrowOverlaps(page: Page) {
  return page.locator('article:has(> a[aria-label^="View "])').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const arrow = card.querySelector(':scope > a')!.getBoundingClientRect()
      return [...card.querySelectorAll('h2, h3, p')].flatMap((text) => {
        const range = document.createRange()
        range.selectNodeContents(text)
        const covered = [...range.getClientRects()].some(
          (line) =>
            line.right > arrow.left &&
            arrow.right > line.left &&
            line.bottom > arrow.top &&
            arrow.bottom > line.top,
        )
        return covered ? [`${card.querySelector('h2, h3')?.textContent}: ${text.tagName}`] : []
      })
    }),
  )
}

for (const width of [375, 768, 1280]) {
  test(`At ${width} px no service card's arrow sits on its title or description`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const [path, section] of [
      [HOME, 'Service cards'],
      ['/service', 'Our Services'],
      [SERVICE, 'Service cards'],
    ] as const) {
      await page.goto(path)
      const cards = page
        .getByRole('main')
        .getByRole(section === 'Our Services' ? 'heading' : 'region', {
          name: section,
        })
      await cards.first().scrollIntoViewIfNeeded()
      await expect(page.locator('article:has(> a[aria-label^="View "])').first()).toBeVisible()
      expect(await arrowOverlaps(page), `${path} at ${width} px`).toEqual([])
    }
  })
}

test.describe('Reviews on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' })

  test('A review its card cuts short can be read whole with Read more, which is in the HTML', async ({
    page,
    request,
  }) => {
    expect(await (await request.get(HOME)).text()).toContain('Read more')
    await page.goto(HOME)
    const reviews = page.getByRole('region', { name: 'Customer reviews' })
    await hydrated(page, reviews)
    const shown = reviews.locator('.slick-current:not(.slick-cloned)')
    const quote = shown.locator('blockquote')
    const cut = () => quote.evaluate((element) => element.scrollHeight > element.clientHeight + 1)
    expect(await cut()).toBe(true)

    const readMore = shown.getByRole('button', { name: /^Read more of .+’s review$/ })
    await readMore.click()
    const showLess = shown.getByRole('button', { name: /^Show less/ })
    await expect(showLess).toHaveAttribute('aria-expanded', 'true')
    expect(await cut()).toBe(false)
    const index =
      Number((await shown.locator('[role=group]').getAttribute('aria-label'))!.split(' ')[0]) - 1
    await expect(quote).toContainText(testimonials[index]!.description)
    // The grown card shows the whole review and still its reviewer, nothing cut at its foot.
    const [card, caption] = await Promise.all([
      shown.locator('figure').boundingBox(),
      shown.locator('figcaption').boundingBox(),
    ])
    expect(caption!.y + caption!.height).toBeLessThanOrEqual(card!.y + card!.height)

    await showLess.click()
    await expect(readMore).toHaveAttribute('aria-expanded', 'false')
    expect(await cut()).toBe(true)
  })
})
