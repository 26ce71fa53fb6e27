import { expect, open, test } from './fixtures'

test.describe('When the API misbehaves, visitors keep their input and read the spec’s messages', () => {
  test('API down: the contact form says so and keeps every value', async ({ page }) => {
    await page.route('**/api/contacts/enquiries/', (route) => route.abort('connectionrefused'))
    await open(page, '/')
    const section = page.locator('#reach-out-to-us')
    await section.getByLabel('Name').fill('Layla Nasser')
    await section.getByLabel('Phone number').fill('33445566')
    await section.getByLabel('Email').fill('layla@example.com')
    await section.getByLabel('Service type').selectOption('carExport')
    await section.getByLabel('Message').fill('Shipping a Land Cruiser to Amman.')
    await section.getByRole('button', { name: 'Submit' }).click()
    await expect(section.getByText('Form submission failed. Please try again.')).toBeVisible()
    await expect(section.getByLabel('Name')).toHaveValue('Layla Nasser')
    await expect(section.getByLabel('Message')).toHaveValue('Shipping a Land Cruiser to Amman.')
  })

  test('API answering HTML instead of JSON: tracking reports a failure, not "no job"', async ({
    page,
  }) => {
    await page.route('**/api/jobs/jobs/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Gateway</title>' }),
    )
    await open(page, '/track-your-cargo')
    await page
      .getByRole('main')
      .getByRole('textbox', { name: 'Tracking number', exact: true })
      .fill('ABCD123456')
    await page.getByRole('main').getByRole('button', { name: 'Track', exact: true }).click()
    await expect(
      page.getByText('Failed to fetch tracking details. Please try again.'),
    ).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('textbox', { name: 'Tracking number', exact: true }),
    ).toHaveValue('ABCD123456')
  })

  test('A slow API (10 s): the button shows it is working and a second click sends nothing more', async ({
    page,
  }) => {
    let calls = 0
    await page.route('**/api/contacts/enquiries/', async (route) => {
      calls += 1
      await new Promise((resolve) => setTimeout(resolve, 10_000))
      await route.fulfill({ status: 201, json: { id: 1 } })
    })
    await open(page, '/about-us')
    await page.getByRole('main').getByRole('button', { name: 'Enquire Now' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Karim Saleh')
    await dialog.getByLabel('Phone number').fill('55110022')
    await dialog.getByLabel('Email').fill('karim@example.com')
    await dialog.getByLabel('Service type').selectOption('localMove')
    await dialog.getByLabel('Message').fill('One-bedroom flat in Msheireb.')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    const busy = dialog.getByRole('button', { name: 'Submitting' })
    await expect(busy).toBeDisabled()
    await busy.click({ force: true })
    await expect(page).toHaveURL(/\/thank-you\?ref=1$/, { timeout: 15_000 })
    expect(calls).toBe(1)
  })
})

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('prerendered pages still show their content and links work', async ({ page }) => {
    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Track', exact: true })
      .click()
    await expect(page).toHaveURL(/\/track-your-cargo$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Track Your')
    // The tracking form is a plain GET form: it opens the shareable result link, which the
    // companion server answers with the result (tests/e2e/server/no-script.e2e.ts).
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'Tracking number' }).fill('ABCD123456')
    await main.getByRole('button', { name: 'Track', exact: true }).click()
    await expect(page).toHaveURL(/\/track-your-cargo\?tracking_id=ABCD123456$/)
  })
})

test.describe('With reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the chat button does not bounce', async ({ page }) => {
    await open(page, '/')
    await page.mouse.wheel(0, 600)
    const chat = page.getByRole('link', { name: /Chat on WhatsApp/ })
    await expect(chat).toBeVisible()
    const animation = await chat.evaluate(
      (element) => getComputedStyle(element).animationIterationCount,
    )
    expect(animation).toBe('1')
  })
})

test('Keyboard users can skip straight to the content', async ({ page }) => {
  await open(page, '/about-us')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})
