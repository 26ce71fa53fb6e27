import { certifications } from '../../src/content/certifications'
import { gallery } from '../../src/content/gallery'
import { expect, open, test, violations } from './fixtures'

test('Visitors can open a certificate on the about page and step through all nine', async ({
  page,
}) => {
  await open(page, '/about-us')
  const carousel = page.getByRole('region', { name: 'Certifications and memberships' })
  await carousel.scrollIntoViewIfNeeded()
  const [first] = certifications
  const last = certifications.at(-1)!
  const opener = carousel.getByRole('button', { name: `View certificate: ${first!.name}` }).first()
  await opener.click()

  const viewer = page.getByRole('dialog', { name: first!.name })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByText(`1 of ${certifications.length}`)).toBeVisible()
  await expect(viewer).toHaveCSS('opacity', '1')
  expect(await violations(page, 'dialog[open]')).toEqual([])

  // Previous wraps from the first to the last, and the arrow keys move too.
  await viewer.getByRole('button', { name: 'Previous image' }).click()
  await expect(page.getByRole('dialog', { name: last.name })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: first!.name })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('Keyboard users can preview gallery images tab by tab and close the preview', async ({
  page,
}) => {
  await open(page, '/gallery')
  const movers = { label: 'Movers', images: gallery.Movers }
  const logistics = { label: 'Logistics', images: gallery.Logistics }
  const main = page.getByRole('main')
  await expect(main.getByRole('tab', { name: movers.label })).toHaveAttribute(
    'aria-selected',
    'true',
  )

  const firstImage = main.getByRole('button', {
    name: `Open full-size image: ${movers.images[0]!.caption}`,
  })
  await firstImage.focus()
  await page.keyboard.press('Enter')
  const preview = page.getByRole('dialog', { name: movers.images[0]!.caption })
  await expect(preview).toBeVisible()
  await expect(preview).toHaveCSS('opacity', '1')
  expect(await violations(page, 'dialog[open]')).toEqual([])
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: movers.images[1]!.caption })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(firstImage).toBeFocused()

  // The Logistics tab shows its own pictures.
  await main.getByRole('tab', { name: movers.label }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(main.getByRole('tab', { name: logistics.label })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(
    main.getByRole('button', { name: `Open full-size image: ${logistics.images[0]!.caption}` }),
  ).toBeVisible()
  await expect(
    main.getByRole('button', { name: `Open full-size image: ${movers.images[0]!.caption}` }),
  ).toHaveCount(0)
})
