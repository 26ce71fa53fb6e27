import { expect, test } from '@playwright/test'

import { open } from './fixtures'

const WIDTHS = [1024, 1200, 1280, 1440]

/**
 * Runs in the page: every control the header shows, with where it falls outside the viewport,
 * whether its words overflow it, and whether it overlaps the control before it.
 */
function headerControls() {
  const bar = document.querySelector('header > div')!
  const controls = [...bar.querySelectorAll<HTMLElement>('a, button')].filter((el) =>
    el.checkVisibility({ visibilityProperty: true }),
  )
  return controls.map((el, index) => {
    const box = el.getBoundingClientRect()
    const previous = controls[index - 1]?.getBoundingClientRect()
    const overlaps =
      previous !== undefined &&
      box.left < previous.right - 1 &&
      box.right > previous.left + 1 &&
      !el.contains(controls[index - 1]!)
    return {
      name: (el.textContent ?? '').trim() || el.getAttribute('aria-label'),
      outside: box.left < 0 || box.right > window.innerWidth,
      clipped: el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible',
      cut: el.scrollWidth > Math.ceil(box.width) + 1,
      overlaps,
    }
  })
}

for (const prefix of ['', '/ar']) {
  for (const width of WIDTHS) {
    test(`the header fits at ${width} px${prefix ? ' in Arabic' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await open(page, `${prefix}/about-us`)
      const controls = await page.evaluate(headerControls)
      const names = controls.map((control) => control.name)
      expect(names).toContain('+974 4000 1234')
      expect(names).toContain(prefix ? 'اطلب عرض سعر' : 'Get a quote')
      expect(names).toContain(prefix ? 'English' : 'العربية')
      // The navigation shows whole, or behind the menu button.
      const [home, menu] = prefix ? ['الرئيسية', 'فتح القائمة'] : ['Home', 'Open menu']
      expect(names.includes(home) || names.includes(menu)).toBe(true)
      const misfits = controls.filter(
        (control) => control.outside || control.clipped || control.cut || control.overlaps,
      )
      expect(misfits).toEqual([])
    })
  }
}
