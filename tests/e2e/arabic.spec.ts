import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { validationMessages } from '../../shared/contract/messages.ar'
import * as about from '../../src/app/routes/about.messages.ar'
import * as thanks from '../../src/app/routes/thank-you.messages.ar'
import * as controls from '../../src/components/ui/carousel-controls.messages.ar'
import * as servicesSection from '../../src/components/services/services-carousel-section.messages.ar'
import * as whyChoose from '../../src/components/home/why-choose-us-carousel.messages.ar'
import * as reviews from '../../src/components/home/testimonials-carousel.messages.ar'
import * as suggestion from '../../src/components/layout/language-suggestion.messages.ar'
import * as dialogText from '../../src/features/enquiry/components/enquiry-dialog.messages.ar'
import * as formText from '../../src/features/enquiry/components/enquiry-form.messages.ar'
import * as tracking from '../../src/features/tracking/tracking.messages.ar'
import * as linkedResult from '../../src/features/tracking/linked-result.messages.ar'
import * as details from '../../src/features/tracking/tracking-details.messages.ar'
import { canonicalPath } from '../../src/config/paths'

import { expect, open, test, violations } from './fixtures'
import { destinationSlugs, getAllRoutePaths, serviceSlugs } from './routes'
import { carousel, settledAfter, shown } from './slides'

const SITE = 'https://www.pearlcoastmovers.qa'
const DIST = fileURLToPath(new URL('../../dist', import.meta.url))
const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`)
const html = (path: string) => readFileSync(join(DIST, path.slice(1), 'index.html'), 'utf8')
const head = (path: string) => {
  const page = html(path === '/' ? '/' : path)
  return page.slice(0, page.indexOf('</head>'))
}
const attribute = (source: string, pattern: RegExp) => pattern.exec(source)?.[1]
/** Every indexable route: the Singapore alias, thank-you and not-found are left out of search. */
const indexable = getAllRoutePaths().filter(
  (path) => canonicalPath(path) === path && !['/thank-you', '/not-found'].includes(path),
)

test.describe('The Arabic pages as built', () => {
  test('every route has its Arabic twin, right to left, with a title and description of its own', () => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of getAllRoutePaths()) {
      const page = html(arabic(path))
      expect(page, path).toContain('<html lang="ar-QA" dir="rtl">')
      const pageHead = page.slice(0, page.indexOf('</head>'))
      const title = attribute(pageHead, /<title>([^<]+)<\/title>/)!
      const description = attribute(pageHead, /<meta name="description" content="([^"]+)"/)!
      if (canonicalPath(path) === path) {
        expect(titles.has(title), `${path}: ${title}`).toBe(false)
        expect(descriptions.has(description), path).toBe(false)
      }
      titles.add(title)
      descriptions.add(description)
      // The loader fetches the Arabic core face here and nowhere in English (ADR 037).
      expect(page).toMatch(
        /<script data-fonts="[^"]*\/assets\/cairo-arabic-core-wght-[^"]+\.woff2"/,
      )
      expect(html(path === '/' ? '/' : path)).not.toContain('cairo')
    }
  })

  test('every page lists both languages and x-default, pointing back to each other', () => {
    const links = (source: string) =>
      Object.fromEntries(
        [...source.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
          (match) => [match[1], match[2]],
        ),
      )
    for (const path of indexable) {
      const english = `${SITE}${path}`
      const arabicUrl = `${SITE}${arabic(path)}`
      const expected = { en: english, ar: arabicUrl, 'x-default': english }
      const arabicHead = head(arabic(path))
      expect(links(head(path)), path).toEqual(expected)
      expect(links(arabicHead), path).toEqual(expected)
      expect(attribute(arabicHead, /<link rel="canonical" href="([^"]+)"/)).toBe(arabicUrl)
      expect(arabicHead).toContain('<meta property="og:locale" content="ar_QA"/>')
      expect(arabicHead).toContain('<meta property="og:locale:alternate" content="en_QA"/>')
      expect(arabicHead).toContain(`<meta property="og:url" content="${arabicUrl}"/>`)
    }
  })

  test('the sitemap lists every page in both languages with the same alternates', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8')
    for (const path of indexable)
      for (const loc of [`${SITE}${path}`, `${SITE}${arabic(path)}`]) {
        const entry = new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>(.*?)</url>`).exec(
          sitemap,
        )
        expect(entry, loc).not.toBeNull()
        expect(entry![1]).toContain(`hreflang="ar" href="${SITE}${arabic(path)}"`)
        expect(entry![1]).toContain(`hreflang="en" href="${SITE}${path}"`)
        expect(entry![1]).toContain(`hreflang="x-default" href="${SITE}${path}"`)
      }
  })

  test('every long page in Arabic carries its Arabic title, h1 and structured data', () => {
    const arabicText = /[\u0600-\u06FF]{3}/
    const longPages = [
      ...serviceSlugs.map((slug) => `/services/${slug}`),
      ...destinationSlugs.map((slug) => `/${slug}`),
      ...getAllRoutePaths().filter((path) => path.startsWith('/blog/')),
    ]
    expect(longPages.length).toBe(13 + 5 + 24)
    for (const path of longPages) {
      const page = html(arabic(path))
      expect(attribute(page, /<title>([^<]+)<\/title>/), path).toMatch(arabicText)
      expect(attribute(page, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, ''), path).toMatch(
        arabicText,
      )
      const blocks = [
        ...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      const kinds = blocks.map((block) => block['@type'])
      if (path.startsWith('/blog/')) expect(kinds, path).toContain('BlogPosting')
      else {
        const faq = blocks.find((block) => block['@type'] === 'FAQPage')
        expect(faq, path).toBeDefined()
        expect(faq!.inLanguage).toBe('ar-QA')
        expect(JSON.stringify(faq!.mainEntity)).toMatch(arabicText)
      }
    }
  })

  test('every phone number in a page reads left to right and is a tel: link', () => {
    // Seven digits or more, with the spaces, brackets and dashes people write them with.
    const phone = /\+?\(?\d(?:[ ()-]*\d){6,}/g
    /** The page's visible text, a line per element: no head, scripts or attributes. */
    const visible = (page: string) =>
      page
        .slice(page.indexOf('<body'))
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, '\n')
    const unlinked = (page: string) =>
      visible(page.replace(/<a [^>]*href="tel:[^"]+"[^>]*>[\s\S]*?<\/a>/g, '')).match(phone)
    let inText = 0
    for (const path of getAllRoutePaths()) {
      const page = html(arabic(path))
      const isolated = page
        .replace(/<bdi dir="ltr"[^>]*>[\s\S]*?<\/bdi>/g, '')
        .replace(/\u2068[^\u2069]*\u2069/g, '')
      expect(visible(isolated).match(phone), `${arabic(path)}: not isolated`).toBeNull()
      expect(unlinked(page), `${arabic(path)}: not a tel: link`).toBeNull()
      expect(unlinked(html(path)), `${path}: not a tel: link`).toBeNull()
      inText += page.split('<bdi dir="ltr"><a href="tel:').length - 1
    }
    // The running text of 24 destination guides (and the Singapore alias), the tracking page and
    // the two legal texts.
    expect(inText).toBeGreaterThanOrEqual(28)
  })

  test('dates and times read the Arabic way, with Latin digits and no leading zero', () => {
    const date = /(?<!\d)\d{1,2} [\u0600-\u06FF]+ \d{4}/g
    const dates = html('/ar/blog').match(date) ?? []
    expect(dates.length).toBeGreaterThan(0)
    expect(dates.filter((written) => written.startsWith('0'))).toEqual([])
    expect(html('/ar/blog')).not.toMatch(/[\u0660-\u0669]/)
    // A post's time ('04:20 PM' in the content) and a legal text's effective date (01/06/2025).
    const post = html('/ar/blog/international-move-tips-from-qatar')
    expect(post).toContain('4:20 م')
    expect(post).not.toContain('04:20 PM')
    for (const path of ['/ar/terms-and-conditions', '/ar/privacy-policy']) {
      expect(html(path), path).toMatch(/تاريخ السريان: [1-9]\d? [\u0600-\u06FF]+ \d{4}/)
      expect(html(path), path).not.toMatch(/\d{2}\/\d{2}\/\d{4}/)
    }
  })

  test('the logo link reads the Arabic company name, then the Latin wordmark it shows', () => {
    const hidden =
      /<span class="sr-only">([^<]+)<!-- --> \(<span lang="en">([^<]+)<\/span>\)<!-- -->، الصفحة الرئيسية<\/span>/
    for (const path of ['/ar', '/ar/contact-us', '/ar/thank-you']) {
      const name = hidden.exec(html(path))
      expect(name, path).not.toBeNull()
      expect(name![1], path).toMatch(/^[\u0600-\u06FF\s]+$/)
      expect(html(path), path).toContain(`>${name![2]!.split(' ')[0]}<`)
    }
  })

  test('structured data on Arabic pages names its language', () => {
    const faq =
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/
    for (const path of ['/', '/track-your-cargo', '/services/house-moving-companies-qatar']) {
      const block = faq.exec(html(arabic(path)))
      expect(block, path).not.toBeNull()
      expect(JSON.parse(block![1]!).inLanguage).toBe('ar-QA')
    }
  })
})

test.describe('The Arabic pages in use', () => {
  test('the header speaks Arabic and its links stay in Arabic', async ({ page }) => {
    // Wide enough for the full navigation, which Cairo's wider words need (site-header.tsx).
    await page.setViewportSize({ width: 1600, height: 800 })
    await open(page, '/ar/about-us')
    const links = page.getByRole('navigation').first().getByRole('link')
    await expect(links).toHaveCount(7)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^\/ar(\/|$)/)
      expect(await link.innerText()).toMatch(/^[\u0600-\u06FF\s]+$/)
    }
    await expect(page.locator('header').getByText('+974 4000 1234').first()).toBeAttached()
  })

  test('an unknown Arabic address gets the Arabic not-found page with status 404', async ({
    page,
  }) => {
    const response = await page.goto('/ar/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-QA')
    expect((await page.goto('/ar/thank-you'))?.status()).toBe(200)
  })

  test('the language switch keeps the page, both ways', async ({ page }) => {
    await open(page, '/services/house-moving-companies-qatar')
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click()
    await expect(page).toHaveURL('/ar/services/house-moving-companies-qatar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL('/services/house-moving-companies-qatar')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test.describe('for a browser that prefers Arabic', () => {
    test.use({ locale: 'ar-QA' })

    test('an English page suggests the Arabic one, once, and never redirects', async ({ page }) => {
      await open(page, '/about-us')
      await expect(page).toHaveURL('/about-us')
      const offer = page.getByRole('complementary', { name: suggestion.label })
      await page.evaluate(() => window.scrollTo(0, 200))
      await expect(offer).toBeVisible()
      await expect(offer.getByRole('link', { name: suggestion.switchLanguage })).toHaveAttribute(
        'href',
        '/ar/about-us',
      )
      await offer.getByRole('button', { name: suggestion.dismiss }).click()
      await expect(offer).toBeHidden()
      await open(page, '/contact-us')
      await page.evaluate(() => window.scrollTo(0, 200))
      await expect(page.getByRole('complementary', { name: suggestion.label })).toHaveCount(0)
    })
  })

  test('an English-preferring browser gets no suggestion', async ({ page }) => {
    await open(page, '/about-us')
    await page.evaluate(() => window.scrollTo(0, 200))
    // The chat button and the suggestion arrive together: once one is there, so would the other be.
    await expect(page.locator('a[href^="https://wa.me/"]').last()).toBeAttached()
    await expect(page.getByRole('complementary', { name: suggestion.label })).toHaveCount(0)
  })

  test('an enquiry with an Arabic name gets Arabic messages, then the Arabic thank-you page', async ({
    page,
    enquiries,
  }) => {
    await open(page, '/ar/about-us')
    await page.getByRole('main').getByRole('button', { name: about.enquire }).first().click()
    const dialog = page.getByRole('dialog', { name: dialogText.title })
    await dialog.getByRole('button', { name: formText.submit }).click()
    await expect(dialog.getByText(validationMessages.fullName)).toBeVisible()
    await expect(dialog.getByText(validationMessages.message)).toBeVisible()
    await dialog.getByLabel(formText.name).fill('عائشة الرحمن')
    await dialog.getByLabel(formText.phone).fill('55123456')
    await dialog.getByLabel(formText.email).fill('aisha@example.com')
    await dialog.getByLabel(formText.serviceType).selectOption('localMove')
    await dialog.getByLabel(formText.message).fill('نقل فيلا من الوكرة إلى لوسيل في يونيو.')
    await dialog.getByRole('button', { name: formText.submit }).click()
    await expect(page).toHaveURL(/\/ar\/thank-you/)
    await expect(page.getByRole('heading', { name: thanks.heading })).toBeVisible()
    expect(enquiries.bodies[0]).toMatchObject({ fullName: 'عائشة الرحمن', locale: 'ar' })
  })

  test('tracking answers in Arabic with Latin digits', async ({ page }) => {
    await page.route('**/api/jobs/jobs/**', (route) =>
      route.fulfill({
        json: [
          {
            tracking_id: 'ABCD123456',
            cargo_type: 'Household goods',
            weight: 1250,
            collection_date: '2025-03-07',
            status_updates: [
              { id: 1, status_content: 'Packed', status_date: '2025-03-07', status_time: null },
            ],
          },
        ],
      }),
    )
    await open(page, '/ar/track-your-cargo')
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: tracking.label, exact: true }).fill('ZZZZ999999')
    await main.getByRole('button', { name: tracking.track, exact: true }).click()
    await expect(page.getByRole('dialog', { name: linkedResult.heading })).toBeVisible()
    await expect(page.getByRole('dialog').getByText(`1250 ${details.kilograms}`)).toBeVisible()
    await expect(page.getByRole('dialog').getByText('7 مارس 2025').first()).toBeVisible()
    await expect(page.getByRole('dialog').getByText('07/03/2025')).toHaveCount(0)
  })

  test('the hero tabs follow the arrow keys the way Arabic reads', async ({ page }) => {
    await open(page, '/ar')
    const booking = page.getByRole('tab', { name: 'احجز معنا' })
    const trackingTab = page.getByRole('tab', { name: 'تتبّع شحنتك' })
    await booking.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(trackingTab).toHaveAttribute('aria-selected', 'true')
    await expect(trackingTab).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(booking).toHaveAttribute('aria-selected', 'true')
  })
})

test.describe('Carousels run right to left', () => {
  test.use({ reducedMotion: 'reduce' })

  for (const [name, englishName, items] of [
    [servicesSection.carousel, 'Service cards', 'الخدمات'],
    [whyChoose.carousel, 'Reasons to choose us', whyChoose.items],
    [reviews.carousel, 'Customer reviews', reviews.items],
  ] as const)
    test(`${name}: the first item starts on the right and "next" brings the next in from the left`, async ({
      page,
    }) => {
      await open(page, '/')
      const english = await carousel(page, englishName)
      const englishStart = await shown(english)
      await english.getByRole('button', { name: /^Next/ }).click()
      const englishNext = await settledAfter(english, englishStart)

      await open(page, '/ar')
      const region = await carousel(page, name)
      const start = await shown(region)
      // The same items (the words are translated, so compare by position and count).
      expect(start).toHaveLength(englishStart.length)
      const first = start.at(-1)
      await region.getByRole('button', { name: controls.next(items) }).click()
      const next = await settledAfter(region, start)
      // Right to left is left to right mirrored: what moved on in English moves on here.
      const movedBy = englishStart.indexOf(englishNext[0]!)
      if (movedBy > 0) expect(next.at(-1)).toBe(start.at(-1 - movedBy))
      else expect(next).not.toContain(first)
      await region.getByRole('button', { name: controls.previous(items) }).click()
      expect(await settledAfter(region, next)).toEqual(start)
    })
})

test.describe('Accessibility of the Arabic pages (axe: WCAG 2.2 A/AA and best practices)', () => {
  for (const path of getAllRoutePaths())
    test(`${arabic(path)} has no violations`, async ({ page }) => {
      await open(page, arabic(path))
      expect(await violations(page)).toEqual([])
    })
})
