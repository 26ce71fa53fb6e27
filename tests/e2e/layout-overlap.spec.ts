import { expect } from '@playwright/test'

import { everyPage, open } from './fixtures'
import { getAllRoutePaths } from './routes'

/** Widest first: the page opens at the project's 1280 px, then narrows without reloading. */
const WIDTHS = [1280, 1024, 768, 375]

/**
 * Runs in the page: scrolls from top to bottom in steps of the visible band (below the fixed
 * header, above the floating bar when there is one) and at each step checks every form field,
 * label, error message, button and paragraph of body text (and its links) two ways.
 * - Hit-testing, in the band, at nine points: the topmost element there must be the target itself,
 *   something inside it, or something containing it (that is the target clipped away, e.g. a
 *   carousel slide out of view). A card's own stretched link may lie over the card's text.
 *   Dialogs and the open menu may cover anything.
 * - Sweeping: anything fixed on screen (the floating buttons, but not the header) passes over the whole stretch of page between this step and the next, so a
 *   target anywhere in that stretch and under its column is covered at some scroll position, even
 *   if no step happened to stop there.
 * The bar shortens the band only if it is a true gutter: full width, at the bottom edge, opaque,
 * and holding every floating control.
 */
async function findOverlaps(): Promise<string[]> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const targets = [
    ...document.querySelectorAll<HTMLElement>(
      [
        'input:not([type=hidden])',
        'select',
        'textarea',
        'label',
        '[role=alert] *',
        ':is(main, footer) :is(p, p a, li > a, button)',
      ].join(', '),
    ),
  ]
  const describe = (el: Element) => {
    const named = el.closest('a, button') ?? el
    const text = (named.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    const label = named.getAttribute('aria-label') ?? ''
    return `<${named.tagName.toLowerCase()}${label ? ` "${label}"` : ''}> ${text}`
  }
  const found = new Set<string>()
  const header = document.querySelector('body header')
  const bar = document.querySelector<HTMLElement>('[data-floating-bar]')
  const isGutter = () => {
    if (!bar) return false
    const box = bar.getBoundingClientRect()
    const background = getComputedStyle(bar).backgroundColor
    const opaque = /^rgb\(/.test(background) || /, 1\)$/.test(background)
    const gutter =
      opaque &&
      box.left <= 0 &&
      box.right >= window.innerWidth &&
      box.bottom >= window.innerHeight - 1
    const holds = [...bar.querySelectorAll('[data-floating]')].every((control) => {
      const inner = control.getBoundingClientRect()
      return inner.top >= box.top && inner.bottom <= box.bottom
    })
    if (!gutter) found.add('the floating bar is not an opaque full-width gutter at the bottom')
    if (!holds) found.add('a floating control sticks out of its bar')
    return gutter && holds
  }
  const band = () => ({
    top: header?.getBoundingClientRect().bottom ?? 0,
    bottom: bar && isGutter() ? bar.getBoundingClientRect().top : window.innerHeight,
  })
  const overlays = [...document.querySelectorAll<HTMLElement>('body *')].filter(
    (el) =>
      getComputedStyle(el).position === 'fixed' &&
      !el.closest('header, dialog') &&
      !(el === bar && isGutter()),
  )
  const openMenus = () =>
    [...document.querySelectorAll('[aria-expanded=true][aria-controls]')]
      .map((toggle) => document.getElementById(toggle.getAttribute('aria-controls') ?? ''))
      .filter((menu): menu is HTMLElement => menu !== null)
  const isCardLink = (top: Element, target: Element) =>
    top.matches('a') &&
    getComputedStyle(top, '::after').position === 'absolute' &&
    (top.parentElement?.closest('article, li')?.contains(target) ?? false)
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    return (
      box.width >= 4 &&
      box.height >= 4 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
  }
  /** The targets something covers, with what covers them. */
  const hitTest = (candidates: HTMLElement[]) => {
    const gutter = bar && isGutter()
    const menus = openMenus()
    const covered = new Map<HTMLElement, string>()
    for (const target of candidates) {
      // Measured afresh for each target: a section hydrating during the scan may move the bar.
      const bandTop = header?.getBoundingClientRect().bottom ?? 0
      const bandBottom = gutter ? bar.getBoundingClientRect().top : window.innerHeight
      const box = target.getBoundingClientRect()
      if (box.bottom < bandTop || box.top > bandBottom || !visible(target)) continue
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.15, 0.5, 0.85]) {
          const x = box.left + box.width * fx
          const y = box.top + box.height * fy
          // elementFromPoint rounds: a point within a pixel of an edge may land across it.
          if (x < 0 || x >= window.innerWidth || y < bandTop + 1 || y > bandBottom - 1) continue
          const top = document.elementFromPoint(x, y)
          if (!top || target.contains(top) || top.contains(target)) continue
          if (top.closest('dialog') || menus.some((menu) => menu.contains(top))) continue
          if (isCardLink(top, target)) continue
          covered.set(target, `${describe(top)} covers ${describe(target)}`)
        }
      }
    }
    return covered
  }
  /**
   * Waits until running CSS transitions have ended and the page has held still for `frames`
   * frames around these elements (a second at most for each): an accordion that opens as its
   * section hydrates slides what follows it over several frames, and is only a defect if it
   * stays covered.
   */
  const stillFor = async (frames: number, elements: HTMLElement[]) => {
    const layout = () =>
      [...elements, document.documentElement]
        .map((el) => {
          const box = el.getBoundingClientRect()
          return `${box.top},${box.left},${box.width},${box.height}`
        })
        .join(' ') + ` ${document.documentElement.scrollHeight}`
    // A CSS transition (an accordion's rows opening) moves what covers the text, not the text:
    // its end is awaited first, a second at most.
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined))
    await Promise.race([
      Promise.all(transitions),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ])
    let last = layout()
    for (let held = 0, waited = 0; held < frames && waited < 60; waited++) {
      await frame()
      const now = layout()
      held = now === last ? held + 1 : 0
      last = now
    }
  }
  /** Viewport coordinates now; `next` is how far the page scrolls before the next check. */
  const sweep = (next: number) => {
    for (const overlay of overlays) {
      if (!visible(overlay)) continue
      const area = overlay.getBoundingClientRect()
      if (area.bottom <= 0 || area.top >= window.innerHeight) continue
      for (const target of targets) {
        if (overlay.contains(target) || target.contains(overlay) || !visible(target)) continue
        const box = target.getBoundingClientRect()
        const left = Math.max(box.left, 0)
        const right = Math.min(box.right, window.innerWidth)
        const across = left < area.right - 1 && right > area.left + 1
        const along = box.top < area.bottom + next - 1 && box.bottom > area.top + 1
        if (across && along) found.add(`${describe(overlay)} passes over ${describe(target)}`)
      }
    }
  }
  for (;;) {
    await frame()
    // A section that hydrates under the scan moves what was measured: what looked covered is
    // looked at again once the page has settled.
    const suspects = hitTest(targets)
    if (suspects.size) {
      await stillFor(3, [...suspects.keys()])
      for (const overlap of hitTest([...suspects.keys()]).values()) found.add(overlap)
    }
    const { top, bottom } = band()
    const end = document.documentElement.scrollHeight - window.innerHeight
    const next = Math.min(window.scrollY + Math.max(bottom - top - 16, 100), end)
    sweep(next - window.scrollY)
    if (window.scrollY >= end) break
    window.scrollTo(0, next)
  }
  window.scrollTo(0, 0)
  return [...found]
}

for (const path of getAllRoutePaths()) {
  for (const prefix of ['', '/ar']) {
    const route = prefix && path === '/' ? prefix : `${prefix}${path}`
    everyPage(
      `nothing covers a field, label, error, button or body text on ${route}`,
      async ({ tab }) => {
        everyPage.slow()
        await open(tab, route)
        const overlaps: Record<number, string[]> = {}
        for (const width of WIDTHS) {
          await tab.setViewportSize({ width, height: width < 768 ? 740 : 800 })
          const found = await tab.evaluate(findOverlaps)
          if (found.length) overlaps[width] = found
        }
        expect(overlaps).toEqual({})
      },
    )
  }
}
