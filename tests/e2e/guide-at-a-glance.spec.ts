import { expect, test } from '@playwright/test'

import { open, violations } from './fixtures'

const GUIDE = '/international-relocation-japan-qatar'
const LANGUAGES = [
  { prefix: '', card: 'At a glance', intro: 'Moving between Qatar and Japan' },
  { prefix: '/ar', card: 'نظرة سريعة', intro: 'الانتقال بين قطر واليابان' },
]
/** Tailwind's `lg`: from here the card stands beside the text instead of above it. */
const SIDE_BY_SIDE_FROM = 1024

for (const { prefix, card, intro } of LANGUAGES) {
  for (const width of [375, 768, 1280]) {
    test(`A guide opens with its at-a-glance card and text set from the line's start at ${width} px${prefix ? ' in Arabic' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await open(page, `${prefix}${GUIDE}`)
      const section = page.getByRole('main').getByRole('region', { name: intro, exact: true })
      const glance = section.getByRole('region', { name: card })
      await expect(glance.getByRole('heading', { level: 2, name: card })).toBeVisible()
      await expect(glance.getByRole('term')).toHaveCount(5)

      const paragraphs = section.locator('p')
      expect(await paragraphs.count()).toBeGreaterThan(1)
      for (const align of await paragraphs.evaluateAll((all) =>
        all.map((p) => getComputedStyle(p).textAlign),
      ))
        expect(align).toBe('start')

      const cardBox = (await glance.boundingBox())!
      const textBox = (await paragraphs.first().boundingBox())!
      if (width < SIDE_BY_SIDE_FROM) {
        expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(textBox.y)
      } else {
        // Beside the text, on the side the line starts from.
        expect(Math.abs(cardBox.y - textBox.y)).toBeLessThan(40)
        if (prefix) expect(cardBox.x).toBeGreaterThan(textBox.x + textBox.width)
        else expect(cardBox.x + cardBox.width).toBeLessThan(textBox.x)
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0)
    })
  }
}

// The a11y spec walks the English routes; the Arabic card, mirrored, is checked here.
test('An Arabic guide with its at-a-glance card has no axe violations', async ({ page }) => {
  await open(page, `/ar${GUIDE}`)
  expect(await violations(page)).toEqual([])
})
