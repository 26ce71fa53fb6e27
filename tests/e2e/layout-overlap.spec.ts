import { expect, test } from '@playwright/test'

import { open } from './fixtures'
import { getAllRoutePaths } from './routes'

const WIDTHS = [375, 768, 1280]

/**
 * Runs in the page: every form field, label, error message and paragraph of body text on the
 * first screen is hit-tested at nine points; the topmost element there must be the target itself,
 * something inside it, or something containing it (that is the target clipped away, e.g. a
 * carousel slide out of view). Anything else sits on top of it. Dialogs and the open menu may.
 */
function findOverlaps(): string[] {
  const targets = document.querySelectorAll<HTMLElement>(
    'input:not([type=hidden]), select, textarea, label, [role=alert] *, main p',
  )
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    const label = el.getAttribute('aria-label') ?? ''
    return `<${el.tagName.toLowerCase()}${label ? ` "${label}"` : ''}> ${text}`
  }
  const openMenus = [...document.querySelectorAll('[aria-expanded=true][aria-controls]')]
    .map((toggle) => document.getElementById(toggle.getAttribute('aria-controls') ?? ''))
    .filter((menu): menu is HTMLElement => menu !== null)
  const found = new Set<string>()
  for (const target of targets) {
    const box = target.getBoundingClientRect()
    if (box.width < 4 || box.height < 4) continue
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.15, 0.5, 0.85]) {
        const x = box.left + box.width * fx
        const y = box.top + box.height * fy
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue
        const top = document.elementFromPoint(x, y)
        if (!top || target.contains(top) || top.contains(target)) continue
        if (top.closest('dialog') || openMenus.some((menu) => menu.contains(top))) continue
        found.add(`${describe(top)} covers ${describe(target)}`)
      }
    }
  }
  return [...found]
}

for (const path of getAllRoutePaths()) {
  test(`nothing covers a field, label, error or body text on ${path}`, async ({ page }) => {
    const overlaps: Record<number, string[]> = {}
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 })
      await open(page, path)
      const found = await page.evaluate(findOverlaps)
      if (found.length) overlaps[width] = found
    }
    expect(overlaps).toEqual({})
  })
}
