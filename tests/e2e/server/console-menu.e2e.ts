// The console's menu on a phone (issue 52): an admin's six places run past a 360 px screen, so the
// menu fades the edge where more lies and scrolls the current place into view.
import { expect, test } from '../fixtures'

import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_URL } from './playwright.config'

test.use({ baseURL: CONSOLE_URL, viewport: { width: 360, height: 740 } })

for (const { name, prefix, ui } of [
  { name: 'English', prefix: '', ui: en },
  { name: 'Arabic', prefix: '/ar', ui: ar },
] as const)
  test(`an admin's menu on a phone shows there is more, in ${name}`, async ({ page }) => {
    const email = `menu.${name.toLowerCase()}.${test.info().repeatEachIndex}.${Date.now()}@pearlcoastmovers.qa`
    await enrolled(
      page,
      { email, name: `Menu Admin ${name}`, role: 'admin' },
      prefix,
      ui.enrolButton,
    )
    const menu = page.getByRole('navigation', { name: ui.navLabel })
    const audit = menu.getByRole('link', { name: ui.navAudit })
    await expect(audit).toBeVisible()
    await expect(audit).not.toBeInViewport({ ratio: 0.99 })
    await expect(menu).toHaveAttribute('data-more', 'end')
    await menu.screenshot({ path: test.info().outputPath(`menu-${name}.png`) })

    // To the menu's far end, whichever way the language reads.
    await menu.evaluate((strip) =>
      strip.scrollBy({ left: strip.scrollWidth * (document.dir === 'rtl' ? -1 : 1) }),
    )
    await expect(menu).toHaveAttribute('data-more', 'start')
    await expect(audit).toBeInViewport({ ratio: 0.99 })

    // Arriving at a place the menu had out of view brings its item into view.
    await menu.evaluate((strip) =>
      strip.scrollBy({ left: strip.scrollWidth * (document.dir === 'rtl' ? 1 : -1) }),
    )
    await expect(audit).not.toBeInViewport({ ratio: 0.99 })
    await audit.evaluate((link: HTMLAnchorElement) => link.click())
    await expect(page.getByRole('heading', { level: 1, name: ui.auditTitle })).toBeVisible()
    await expect(audit).toBeInViewport({ ratio: 0.99 })
  })
