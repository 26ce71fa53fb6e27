import { plural } from '@contract/plural'
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@contract/staff'

import type { Browser, System } from './device-name'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** The words of sign-in, enrolment, your account and the staff accounts; its Arabic twin is people.messages.ar.ts. */
export const noPasskeySupport: string =
  'This browser cannot use passkeys. Open the link in a current version of Chrome, Edge, Safari or Firefox.'
export const passkeyCancelled: string =
  'The passkey prompt was closed. Try again when you are ready.'
export const signInTitle: string = 'Sign in to the staff console'
export const signInIntro: string =
  'Use the passkey on this phone or computer: your fingerprint, face or screen lock. There is no password.'
export const signInButton: string = 'Sign in with a passkey'
export const lostDeviceTitle: string = 'Lost your device?'
export const lostDeviceIntro: string =
  'We will e-mail a one-time sign-in link to your work address. It works once, for 15 minutes.'
export const emailLabel: string = 'Work e-mail address'
export const sendLink: string = 'E-mail me a sign-in link'
export const enrolTitle: string = 'Set up your passkey'
export const enrolIntro = (name: string): string =>
  `Welcome, ${name}. Make a passkey on this device: from now on you sign in with your fingerprint, face or screen lock.`
export const enrolButton: string = 'Make my passkey'
export const checkingLink: string = 'Checking your link…'
export const linkMissing: string =
  'This page needs the link from your e-mail or from your administrator.'
export const backToSignIn: string = 'Go to sign-in'
export const accountTitle: string = 'Your account'
export const signedInAs = (name: string, role: string): string => `Signed in as ${name}, ${role}.`
export const passkeysTitle: string = 'Passkeys'
export const passkeysIntro: string =
  'Add a passkey on each phone or computer you work on, so losing one never locks you out.'
export const addPasskey: string = 'Add a passkey on this device'
export const passkeyAdded: string = 'Passkey added. You can sign in with it from now on.'
export const sessionsTitle: string = 'Where you are signed in'
/** Built from the limits the server holds sessions to, so the words cannot fall behind them. */
const idle = plural('en', SESSION_IDLE_MS / MINUTE_MS, { one: '# minute', other: '# minutes' })
const longest = plural('en', SESSION_MAX_MS / HOUR_MS, { one: '# hour', other: '# hours' })
export const sessionsIntro: string = `A session ends after ${idle} without use, and ${longest} after sign-in in any case.`
export const thisDevice: string = 'This device'
export const signedInAt = (when: string): string => `Signed in ${when}`
export const lastActive = (when: string): string => `last active ${when}`
export const revoke: string = 'Sign out this session'
export const signOutEverywhere: string = 'Sign out everywhere'
export const membersTitle: string = 'Staff accounts'
export const membersIntro: string =
  'Add a colleague to send them an enrolment link (valid 24 hours). Disabling an account signs it out at once.'
export const nameLabel: string = 'Full name'
export const roleLabel: string = 'Role'
export const addMember: string = 'Add and send the enrolment link'
export const memberAdded = (name: string): string =>
  `${name} was added. Their enrolment link, valid 24 hours (also e-mailed when mail is set up):`
export const newLink: string = 'New enrolment link'
export const newLinkFor = (name: string): string => `Enrolment link for ${name}, valid 24 hours:`
export const disable: string = 'Disable'
export const enable: string = 'Enable'
export const disabledBadge: string = 'Disabled'
export const memberActions = (name: string): string => `Actions for ${name}`
export const browserNames: Record<Browser, string> = {
  edge: 'Edge',
  opera: 'Opera',
  samsung: 'Samsung Internet',
  firefox: 'Firefox',
  chrome: 'Chrome',
  safari: 'Safari',
}
export const systemNames: Record<System, string> = {
  android: 'Android',
  ios: 'iPhone or iPad',
  windows: 'Windows',
  macos: 'Mac',
  chromeos: 'ChromeOS',
  linux: 'Linux',
}
export const unknownBrowser: string = 'An unknown browser'
export const unknownSystem: string = 'an unknown system'
export const deviceName = (browser: string, system: string): string => `${browser} on ${system}`
