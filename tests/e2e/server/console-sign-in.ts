// Signing staff in to the console's own server in a spec: an account from the CLI, and a passkey
// made from its enrolment link with Chromium's virtual authenticator.
import { execFileSync } from 'node:child_process'

import type { CDPSession, Page } from '@playwright/test'

import { staffMessages } from '../../../shared/contract/staff-messages'
import { expect, test } from '../fixtures'

import { CONSOLE_DATABASE, CONSOLE_URL } from './playwright.config'

/** The staff CLI against the console server's database; answers what it printed. */
export function consoleCli(args: string[]) {
  return execFileSync(process.execPath, ['dist-ssr/server/cli.js', ...args], {
    env: {
      ...process.env,
      SQLITE_PATH: CONSOLE_DATABASE,
      DATABASE_URL: '',
      SITE_URL: CONSOLE_URL,
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function enrolmentLink(printed: string) {
  const link = /https?:\/\/\S+\/staff\/enrol#[\w-]{43}/.exec(printed)?.[0]
  expect(link, printed).toBeTruthy()
  return link!
}

/** `npm run admin -- staff add …` against the console server's database; answers the link. */
export function addStaff(email: string, name: string, role: string) {
  return enrolmentLink(
    consoleCli(['staff', 'add', '--email', email, '--name', name, '--role', role]),
  )
}

/**
 * A retried or repeated test finds the account its first attempt added, so it asks for a new
 * link, as a member with a new phone would; a first attempt always adds the account.
 */
function addOrLinkStaff(email: string, name: string, role: string) {
  try {
    return addStaff(email, name, role)
  } catch (error) {
    const taken = String((error as { stderr?: string }).stderr).includes(staffMessages.emailTaken)
    const { retry, repeatEachIndex } = test.info()
    if (!taken || retry + repeatEachIndex === 0) throw error
    return enrolmentLink(consoleCli(['staff', 'link', '--email', email]))
  }
}

/** One of Chromium's virtual authenticators: a device's platform passkey store that says yes. */
export async function authenticator(cdp: CDPSession) {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return authenticatorId
}

/** Chromium's virtual authenticator: a phone's platform passkey that always says yes. */
export async function withPasskeys(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await authenticator(cdp)
}

/** Adds a colleague from the CLI and has them make their passkey from the link, in `prefix`'s language. */
export async function enrolled(
  page: Page,
  { email, name, role }: { email: string; name: string; role: string },
  prefix: string,
  enrolButton: string,
) {
  await withPasskeys(page)
  await page.goto(addOrLinkStaff(email, name, role).replace('/staff/', `${prefix}/staff/`))
  await page.getByRole('button', { name: enrolButton }).click()
}
