import type { Page } from '@playwright/test'

import { smtpServer } from '../../../server/test/smtp'
import { staffMessages as arRefusals } from '../../../shared/contract/staff-messages.ar'
import { staffMessages as enRefusals } from '../../../shared/contract/staff-messages'
import * as enWords from '../../../src/console/people/passkeys.messages'
import * as arWords from '../../../src/console/people/passkeys.messages.ar'
import { expect, test, violations } from '../fixtures'

import { ar, en } from './console-words'
import { addStaff, authenticator } from './console-sign-in'
import { CONSOLE_SMTP_PORT, CONSOLE_URL } from './playwright.config'

async function devices(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  return { cdp, first: await authenticator(cdp) }
}

// Every page of this file opens the console's own server.
test.use({ baseURL: CONSOLE_URL })

let smtp: Awaited<ReturnType<typeof smtpServer>>
test.beforeAll(async () => {
  smtp = await smtpServer(CONSOLE_SMTP_PORT)
})
test.afterAll(() => smtp.close())

const languages = [
  {
    key: 'english',
    prefix: '',
    ui: en,
    words: enWords,
    refusals: enRefusals,
    name: 'Laila Haddad',
  },
  { key: 'arabic', prefix: '/ar', ui: ar, words: arWords, refusals: arRefusals, name: 'ليلى حداد' },
] as const

test.describe('passkeys in the staff console', () => {
  for (const { key, prefix, ui, words, refusals, name } of languages)
    test(`a member adds a second passkey after a fresh sign-in, names it, removes it, and it signs in no more (${key})`, async ({
      page,
    }) => {
      const { cdp, first } = await devices(page)
      const link = addStaff(`passkeys.${key}.${Date.now()}@pearlcoastmovers.qa`, name, 'sales')
      await page.goto(link.replace('/staff/', `${prefix}/staff/`))
      await page.getByRole('button', { name: ui.enrolButton }).click()
      await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
      await page.goto(`${prefix}/staff/account`)
      const passkeys = page.getByRole('region', { name: ui.passkeysTitle })
      await expect(passkeys.getByRole('listitem')).toHaveCount(1)
      await expect(passkeys.getByText(words.unnamedPasskey, { exact: true })).toBeVisible()
      await expect(passkeys.getByText(words.passkeyNeverUsed, { exact: false })).toBeVisible()

      // The enrolment's session is not a fresh passkey sign-in: the console asks for one on the
      // spot, gets it from this device, then finds the device holds this member's passkey.
      const add = passkeys.getByRole('button', { name: ui.addPasskey })
      await add.click()
      await expect(passkeys.getByRole('alert')).toHaveText(words.passkeyExistsHere)

      // Another device (a security key, say): within 5 minutes of that sign-in, it adds one.
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first })
      await authenticator(cdp)
      await add.click()
      await expect(passkeys.getByRole('status')).toHaveText(ui.passkeyAdded)
      await expect(passkeys.getByRole('listitem')).toHaveCount(2)
      expect(await violations(page)).toEqual([])

      const second = passkeys.getByRole('listitem').last()
      const newName = key === 'english' ? 'Security key' : 'مفتاح الأمان'
      await second.getByLabel(words.passkeyNameLabel(words.unnamedPasskey)).fill(newName)
      await second.getByRole('button', { name: words.savePasskeyName }).click()
      await expect(second.getByRole('status')).toHaveText(words.passkeyRenamed)
      await expect(passkeys.getByText(newName, { exact: true })).toBeVisible()

      // The renamed passkey's own confirmation goes with it once the list has reloaded.
      await passkeys.getByRole('button', { name: words.removePasskey(newName) }).click()
      await expect(passkeys.getByRole('listitem')).toHaveCount(1)
      await expect(passkeys.getByRole('status')).toHaveText(words.passkeyRemoved)
      await expect(passkeys.getByText(newName, { exact: true })).toHaveCount(0)

      // The device still holds the removed passkey; the console no longer takes it.
      await page.getByRole('button', { name: ui.signOut, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: ui.signInTitle })).toBeVisible()
      await page.getByRole('button', { name: ui.signInButton }).click()
      await expect(page.getByRole('alert')).toHaveText(refusals.passkeyRefused)
      await expect(page.getByRole('heading', { level: 1, name: ui.signInTitle })).toBeVisible()
    })
})
