import { execFileSync } from 'node:child_process'

import type { Page } from '@playwright/test'

import { expect, test, violations } from '../fixtures'

import { CONSOLE_DATABASE, CONSOLE_URL } from './playwright.config'

/** `npm run admin -- staff add …` against the console server's database; answers the link. */
function addStaff(email: string, name: string, role: string) {
  const printed = execFileSync(
    process.execPath,
    ['dist-ssr/server/cli.js', 'staff', 'add', '--email', email, '--name', name, '--role', role],
    {
      env: {
        ...process.env,
        SQLITE_PATH: CONSOLE_DATABASE,
        DATABASE_URL: '',
        SITE_URL: CONSOLE_URL,
      },
      encoding: 'utf8',
    },
  )
  const link = /https?:\/\/\S+\/staff\/enrol#[\w-]{43}/.exec(printed)?.[0]
  expect(link, printed).toBeTruthy()
  return link!
}

/** Chromium's virtual authenticator: a phone's platform passkey that always says yes. */
async function withPasskeys(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

const noViolations = async (page: Page) => expect(await violations(page)).toEqual([])

test.describe('the staff console', () => {
  test.use({ baseURL: CONSOLE_URL })

  test('enrols from the CLI link, signs out and in with the passkey, adds a colleague and audits it', async ({
    page,
  }) => {
    await withPasskeys(page)
    const link = addStaff('mariam.admin@pearlcoastmovers.qa', 'Mariam Al-Sulaiti', 'admin')
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your passkey' })).toBeVisible()
    await expect(page.getByText(/Welcome, Mariam Al-Sulaiti/)).toBeVisible()
    await noViolations(page)
    await page.getByRole('button', { name: 'Make my passkey' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    await expect(page.getByText('Signed in as Mariam Al-Sulaiti, Administrator.')).toBeVisible()
    await expect(page.getByText('This device', { exact: true })).toBeVisible()
    await noViolations(page)

    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' }),
    ).toBeVisible()
    await noViolations(page)
    await page.goto('/staff/audit')
    await expect(page).toHaveURL(/\/staff\/sign-in$/)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Staff' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible()
    await page.getByLabel('Full name').fill('Rahul Menon')
    await page.getByLabel('Work e-mail address').fill('rahul.sales@pearlcoastmovers.qa')
    await page.getByLabel('Role').selectOption('sales')
    await page.getByRole('button', { name: 'Add and send the enrolment link' }).click()
    await expect(page.getByRole('status')).toContainText('Rahul Menon was added')
    await expect(page.getByRole('status')).toContainText(`${CONSOLE_URL}/staff/enrol#`)
    await expect(page.getByRole('group', { name: 'Actions for Rahul Menon' })).toBeVisible()
    await noViolations(page)

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit trail' })
      .click()
    const trail = page.getByRole('list').last()
    for (const step of ['Account added', 'Passkey added', 'Signed in', 'Signed out'])
      await expect(trail.getByText(step, { exact: true }).first()).toBeVisible()
    await expect(trail.getByText(/Mariam Al-Sulaiti/).first()).toBeVisible()
    await noViolations(page)
  })

  test('works in Arabic: enrolment, sign-in and the account page, mirrored', async ({ page }) => {
    await withPasskeys(page)
    const link = addStaff('fatima.ops@pearlcoastmovers.qa', 'فاطمة الكواري', 'operations')
    await page.goto(link.replace('/staff/', '/ar/staff/'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ مفتاح المرور' })).toBeVisible()
    await noViolations(page)
    await page.getByRole('button', { name: 'أنشئ مفتاح المرور' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'حسابك' })).toBeVisible()
    await expect(page.getByText('أنت مسجّل الدخول باسم فاطمة الكواري، العمليات.')).toBeVisible()
    // Operations have no staff or audit pages.
    await expect(page.getByRole('link', { name: 'الموظفون' })).toHaveCount(0)
    await noViolations(page)

    await page.getByRole('button', { name: 'تسجيل الخروج' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى لوحة الموظفين' }),
    ).toBeVisible()
    await noViolations(page)
    await page.getByRole('button', { name: 'الدخول بمفتاح المرور' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'حسابك' })).toBeVisible()
  })

  test('is private: noindex, out of robots.txt and the sitemap, and loaded by no public page', async ({
    request,
  }) => {
    const console = await request.get('/staff')
    expect(console.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(await console.text()).toContain('noindex')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /staff')
    expect(robots).toContain('Disallow: /ar/staff')
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/staff')
    const script = /src="(\/assets\/staff-[\w-]+\.js)"/.exec(await console.text())?.[1]
    expect(script).toBeTruthy()
    for (const path of ['/', '/ar', '/contact-us', '/track-your-cargo', '/get-a-quote'])
      expect(await (await request.get(path)).text(), path).not.toContain('/assets/staff-')
  })
})
