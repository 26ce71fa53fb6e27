/**
 * Staff accounts and their one-time links, the same from the command line and the console: an
 * enrolment link lets its person make a passkey (24 hours); a sign-in link by e-mail stands in
 * for a lost device (15 minutes). Each works once.
 */
import { randomBytes } from 'node:crypto'

import type { NewStaffMember } from '../../../shared/contract/staff.ts'
import type { AuditEntry, StaffStore } from './queries.ts'
import { newToken, tokenHash } from './session.ts'

const ENROL_LINK_MS = 24 * 60 * 60_000
const SIGN_IN_LINK_MS = 15 * 60_000

export type LinkPurpose = 'enrol' | 'sign-in'

/** The console page a link opens; the token rides in the fragment, which no server or log sees. */
const linkUrl = (siteUrl: string, purpose: LinkPurpose, token: string) =>
  `${siteUrl}/staff/${purpose === 'enrol' ? 'enrol' : 'sign-in/link'}#${token}`

/** A new link for an account, audited; answers its address. */
export async function issueLink(
  repo: StaffStore,
  siteUrl: string,
  account: { id: number },
  purpose: LinkPurpose,
  by: AuditEntry,
) {
  const token = newToken()
  await repo.addStaffLink(
    tokenHash(token),
    account.id,
    purpose,
    Date.now() + (purpose === 'enrol' ? ENROL_LINK_MS : SIGN_IN_LINK_MS),
    { ...by, recordType: 'staff', recordId: account.id, after: { link: purpose } },
  )
  return linkUrl(siteUrl, purpose, token)
}

/** Adds an account and its enrolment link; null when the address already has an account. */
export async function addMember(
  repo: StaffStore,
  siteUrl: string,
  member: NewStaffMember,
  by: AuditEntry,
) {
  const id = await repo.addStaffMember(member, randomBytes(32).toString('base64url'), {
    ...by,
    action: 'staff.added',
    after: { ...member },
  })
  if (id === null) return null
  const enrolUrl = await issueLink(repo, siteUrl, { id }, 'enrol', {
    ...by,
    action: 'staff.link-issued',
  })
  return { id, enrolUrl }
}
