import Database from 'better-sqlite3'

import { expect, open, test } from '../fixtures'

test('A newcomer without reCAPTCHA keys can send an enquiry that is stored', async ({ page }) => {
  const database = process.env.NEWCOMER_DB
  if (!database) throw new Error('NEWCOMER_DB names the SQLite file of the server under test')
  await open(page, '/contact-us')
  const section = page.locator('#reach-out-to-us')
  await expect(
    section.getByText('Bot checks are off on this instance: no reCAPTCHA site key is configured.'),
  ).toBeVisible()
  await section.getByLabel('Name').fill('Noor Al-Kuwari')
  await section.getByLabel('Phone number').fill('55123456')
  await section.getByLabel('Email').fill('noor.newcomer@example.com')
  await section.getByLabel('Service type').selectOption('localMove')
  await section.getByLabel('Message').fill('Two-bedroom flat from West Bay to Lusail next month.')
  await section.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/thank-you\?ref=\d+$/)
  await expect(page.getByText('Thanks for submitting!')).toBeVisible()

  const db = new Database(database, { readonly: true })
  const rows = db
    .prepare('SELECT full_name, service_type FROM enquiries WHERE email = ?')
    .all('noor.newcomer@example.com')
  db.close()
  expect(rows).toEqual([{ full_name: 'Noor Al-Kuwari', service_type: 'localMove' }])
})
