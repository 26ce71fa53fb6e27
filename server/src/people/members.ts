/**
 * Staff accounts and their one-time links, the same from the command line and the console: an
 * enrolment link lets its person make a passkey (24 hours); a sign-in link by e-mail stands in
 * for a lost device (15 minutes). Each works once.
 */
import { randomBytes } from 'node:crypto'

import type { NewStaffMember } from '@contract/staff.ts'
import { staffLinkUrl } from './staff-mail.ts'
import type { AuditEntry } from '../audit/index.ts'
import type { StaffStore } from './queries.ts'
import { newToken, tokenHash } from './tokens.ts'

export const ENROL_LINK_MS = 24 * 60 * 60_000
export const SIGN_IN_LINK_MS = 15 * 60_000

export type LinkPurpose = 'enrol' | 'sign-in'

/**
 * A new link for an account, audited with whom it is for; answers its address. `mail` also
 * e-mails the account its own link (drawn when the e-mail goes), so they know one was made.
 */
export async function issueLink(
  repo: StaffStore,
  siteUrl: string,
  account: { id: number; name: string },
  purpose: LinkPurpose,
  by: AuditEntry,
  mail = false,
) {
  const token = newToken()
  await repo.addStaffLink(
    tokenHash(token),
    account.id,
    purpose,
    Date.now() + (purpose === 'enrol' ? ENROL_LINK_MS : SIGN_IN_LINK_MS),
    {
      ...by,
      recordType: 'staff',
      recordId: account.id,
      after: { link: purpose, subject: account.name },
    },
    mail,
  )
  return staffLinkUrl(siteUrl, purpose, token)
}

/** Adds an account and its enrolment link; null when the address already has an account. */
export async function addMember(
  repo: StaffStore,
  siteUrl: string,
  member: NewStaffMember,
  by: AuditEntry,
  mail = false,
) {
  const id = await repo.addStaffMember(member, randomBytes(32).toString('base64url'), {
    ...by,
    action: 'staff.added',
    after: { ...member },
  })
  if (id === null) return null
  const enrolUrl = await issueLink(
    repo,
    siteUrl,
    { id, name: member.name },
    'enrol',
    { ...by, action: 'staff.link-issued' },
    mail,
  )
  return { id, enrolUrl }
}
