import { expect, test } from '@playwright/test'

import { open } from './fixtures'

const LANGUAGES = [
  { prefix: '', chat: 'Chat on WhatsApp', quote: 'Get a quote', top: 'Scroll to top' },
  {
    prefix: '/ar',
    chat: 'تحدّث معنا عبر واتساب',
    quote: 'اطلب عرض سعر',
    top: 'العودة إلى أعلى الصفحة',
  },
]
const at = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`)

for (const { prefix, chat, top } of LANGUAGES) {
  test.describe(`Without scripts${prefix ? ' in Arabic' : ''}`, () => {
    test.use({ javaScriptEnabled: false })
    for (const width of [360, 1440]) {
      test(`the chat link shows its words on the first screen at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 })
        for (const path of ['/', '/contact-us', '/track-your-cargo']) {
          await page.goto(at(prefix, path))
          const link = page.getByRole('link', { name: new RegExp(`^${chat}`) })
          await expect(link).toBeInViewport({ ratio: 1 })
          await expect(link).toHaveText(chat)
          // SPEC 2.2: the scroll-to-top button waits for 100 px of scroll.
          await expect(page.getByRole('button', { name: top, includeHidden: true })).toBeHidden()
        }
      })
    }
  })
}

test('the chat link bounces a few times, and not at all under reduced motion', async ({ page }) => {
  await open(page, '/')
  const link = page.getByRole('link', { name: /^Chat on WhatsApp/ })
  const iterations = () =>
    link.evaluate((el) => el.getAnimations().map((a) => a.effect?.getComputedTiming().iterations))
  expect(await iterations()).toEqual([4])
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await iterations()).toEqual([])
})

for (const { prefix, chat, quote } of LANGUAGES) {
  test(`a phone's first screen of home offers a quote and the chat${prefix ? ' in Arabic' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, at(prefix, '/'))
    await expect(page.getByRole('main').getByRole('button', { name: quote })).toBeInViewport({
      ratio: 1,
    })
    await expect(page.getByRole('link', { name: new RegExp(`^${chat}`) })).toBeInViewport({
      ratio: 1,
    })
    const lines = await page
      .getByRole('heading', { level: 1 })
      .evaluate(
        (h1) => h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight),
      )
    expect(Math.round(lines)).toBeLessThanOrEqual(3)
  })
}

test('a breadcrumb names its page rather than spelling out the address', async ({ page }) => {
  for (const [path, name] of [
    ['/international-relocation-japan-qatar', 'Moving between Qatar and Japan'],
    ['/ar/international-relocation-japan-qatar', 'الانتقال بين قطر واليابان'],
  ] as const) {
    await open(page, path)
    const crumbs = page.getByRole('navigation', { name: /Breadcrumb|مسار/ }).getByRole('link')
    await expect(crumbs.last()).toHaveText(name)
  }
})
