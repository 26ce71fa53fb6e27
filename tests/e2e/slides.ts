import { expect, type Locator, type Page } from '@playwright/test'

/** The slides a carousel shows, left to right, each by its first line of text. */
export async function shown(region: Locator) {
  return region.evaluate((element) => {
    const list = element.querySelector('.slick-list')!.getBoundingClientRect()
    return [...element.querySelectorAll<HTMLElement>('.slick-slide')]
      .map((slide) => ({ box: slide.getBoundingClientRect(), slide }))
      .filter(({ box }) => box.left >= list.left - 2 && box.right <= list.right + 2)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ slide }) => slide.querySelector('h3, figcaption')?.textContent?.trim() ?? '')
  })
}

/**
 * What the carousel shows once it has moved on from `before` and stopped: a full row again, and
 * react-slick's slide transition gone from the track (until then it ignores the buttons).
 */
export async function settledAfter(region: Locator, before: string[]) {
  let now: string[] = []
  const still = () =>
    region
      .locator('.slick-track')
      .evaluate((track) => !track.style.transition.includes('transform'))
  await expect
    .poll(async () => {
      now = await shown(region)
      return now.length === before.length && now.join() !== before.join() && (await still())
    })
    .toBe(true)
  return now
}

/**
 * The carousel once its script has taken over the prerendered track: a button pressed before
 * then is replayed (ADR 008), but a swipe is not.
 */
export async function carousel(page: Page, name: string) {
  const region = page.getByRole('region', { name })
  await region.scrollIntoViewIfNeeded()
  await expect(region.locator('.slick-initialized')).toBeAttached()
  await expect(region.locator('[data-slick-pending]')).toHaveCount(0)
  return region
}

/**
 * A finger's swipe across the middle of the carousel's list, `dx` pixels (positive: towards the
 * right), through the browser's touch input as a phone sends it.
 */
export async function swipe(page: Page, region: Locator, dx: number) {
  const box = (await region.locator('.slick-list').boundingBox())!
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2 - dx / 2
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (const step of [1, 2, 3, 4, 5])
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 5, y }],
    })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
