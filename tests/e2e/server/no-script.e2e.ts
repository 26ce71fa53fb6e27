import Database from 'better-sqlite3'

import { expect, test } from '../fixtures'

import { attemptEmail } from './attempt'
import { E2E_DATABASE } from './playwright.config'

/** With JavaScript off, tracking and enquiries still work: plain forms the companion server answers. */
test.use({ javaScriptEnabled: false })

function storedEnquiry(email: string) {
  const db = new Database(E2E_DATABASE, { readonly: true })
  const rows = db.prepare('SELECT * FROM enquiries WHERE email = ?').all(email) as Array<
    Record<string, unknown>
  >
  db.close()
  return rows
}

test('Without JavaScript, the tracking form opens a shareable page with the result', async ({
  page,
}) => {
  await page.goto('/track-your-cargo')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Tracking number' }).fill('ABCD123456')
  await main.getByRole('button', { name: 'Track', exact: true }).click()

  await expect(page).toHaveURL(/\/track-your-cargo\?tracking_id=ABCD123456$/)
  const result = main.getByRole('region', { name: 'Tracking Details' })
  // A lookup shows the customer's name as initials only.
  await expect(result.getByText('A. R.').first()).toBeVisible()
  await expect(result.getByText('Aisha Rahman')).toHaveCount(0)
  await expect(result.getByText('2450 kg')).toBeVisible()
  await expect(result.getByText('Departed Hamad Port')).toBeVisible()
  // The answer takes the form's place; its link brings the form back, without scripts too.
  await expect(main.getByRole('textbox', { name: 'Tracking number' })).toHaveCount(0)
  await main.getByRole('link', { name: 'Track another number' }).click()
  await expect(main.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('')
})

test('Without JavaScript, an unknown tracking number says no job was found', async ({ page }) => {
  await page.goto('/track-your-cargo?tracking_id=ZZZZ000000')
  await expect(page.getByText('No job found with this tracking number.')).toBeVisible()
})

test('Without JavaScript, an enquiry is posted, stored for review, and thanked for', async ({
  page,
}) => {
  const email = attemptEmail('noor.noscript@example.com')
  await page.goto('/contact-us')
  const form = page.locator('#reach-out-to-us')
  await form.getByLabel('Name').fill('Noor Plainform')
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('974')
  await form.getByLabel('Phone number').fill('55112233')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Service type').selectOption('localMove')
  await form.getByLabel('Message').fill('Two-bedroom flat within Doha, next month.')
  await form.getByRole('button', { name: 'Submit' }).click()

  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByRole('heading', { name: 'Thanks for submitting!' })).toBeVisible()
  const rows = storedEnquiry(email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    full_name: 'Noor Plainform',
    // The country code posts beside the number; the server puts it in front.
    phone_number: '97455112233',
    service_type: 'localMove',
  })
  expect(String(rows[0]?.review_reason)).toMatch(/no reCAPTCHA token/)
})

test('Without JavaScript, a missing field comes back with its message and the values kept', async ({
  page,
}) => {
  const email = attemptEmail('samir.noscript@example.com')
  await page.goto('/contact-us')
  const form = page.locator('#reach-out-to-us')
  await form.getByLabel('Name').fill('Samir Halfway')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Service type').selectOption('storageServices')
  await form.getByRole('button', { name: 'Submit' }).click()

  await expect(page.getByRole('heading', { name: 'Please check your enquiry' })).toBeVisible()
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
    'Please enter your phone number.',
  )
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription('Please enter a message.')
  await expect(page.getByLabel('Name')).toHaveValue('Samir Halfway')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Service type')).toHaveValue('storageServices')
  expect(storedEnquiry(email)).toHaveLength(0)

  // Completed on that page, it goes through.
  await page.getByLabel('Phone number').fill('55998877')
  await page.getByLabel('Message').fill('Storage for a sofa and ten boxes.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  expect(storedEnquiry(email)).toHaveLength(1)
})

test('Without JavaScript, the Arabic tracking form answers on the Arabic page, in Arabic', async ({
  page,
}) => {
  await page.goto('/ar/track-your-cargo')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'رقم التتبّع' }).fill('ABCD123456')
  await main.getByRole('button', { name: 'تتبّع', exact: true }).click()

  await expect(page).toHaveURL(/\/ar\/track-your-cargo\?tracking_id=ABCD123456$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const result = main.getByRole('region', { name: 'تفاصيل التتبّع' })
  await expect(result.getByText('2450 كغ')).toBeVisible()
  await expect(result.getByText('Aisha Rahman')).toHaveCount(0)
})

test('Without JavaScript, an Arabic enquiry is stored with its language and thanked for in Arabic', async ({
  page,
}) => {
  const email = attemptEmail('noor.arabic@example.com')
  await page.goto('/ar/contact-us')
  const form = page.locator('#reach-out-to-us')
  await form.getByLabel('الاسم').fill('نور الكواري')
  await form.getByLabel('رقم الجوال').fill('55112244')
  await form.getByLabel('البريد الإلكتروني').fill(email)
  await form.getByRole('button', { name: 'إرسال' }).click()
  // The server's checks answer in Arabic, around the Arabic page, with the typed name kept.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByText('يرجى اختيار نوع الخدمة.').first()).toBeVisible()
  await expect(page.getByLabel('الاسم')).toHaveValue('نور الكواري')

  await page.getByLabel('نوع الخدمة').selectOption('localMove')
  await page.getByLabel('الرسالة').fill('نقل شقة من غرفتين داخل الدوحة الشهر القادم.')
  await page.getByRole('button', { name: 'إرسال' }).click()
  await expect(page).toHaveURL(/\/ar\/thank-you$/)
  const rows = storedEnquiry(email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ full_name: 'نور الكواري', locale: 'ar' })
})

test('An unknown Arabic address gets the Arabic not-found page from the server', async ({
  page,
}) => {
  const response = await page.goto('/ar/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-QA')
})
