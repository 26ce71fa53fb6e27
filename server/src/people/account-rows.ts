/**
 * A staff account as its table holds it and as the staff feature reads it, and the outbox row of
 * an e-mail to it, shared by the account, passkey and e-mail queries.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import { isStaffRole, type StaffMember } from '@contract/staff.ts'
import type { Executor, Tables } from '../db/sql.ts'
import { staffMailPayload, type StaffMailKind } from './staff-mail.ts'

export type AccountRow = Pick<
  Tables['staff_accounts'],
  'email' | 'name' | 'role' | 'webauthn_user_id' | 'disabled_at'
> & { id: number; locale: string }

export type StoredMember = StaffMember & {
  webauthnUserId: string
  disabled: boolean
  locale: EnquiryLocale
}

export const member = (row: AccountRow): StoredMember => {
  if (!isStaffRole(row.role)) throw new Error(`Staff account ${row.id} has an unknown role.`)
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    webauthnUserId: row.webauthn_user_id,
    disabled: row.disabled_at !== null,
    locale: row.locale === 'ar' ? 'ar' : 'en',
  }
}

export const accountColumns = [
  'id',
  'email',
  'name',
  'role',
  'webauthn_user_id',
  'disabled_at',
  'locale',
] as const

/** The outbox row of a staff e-mail, written in the transaction of what it tells. */
export const queueStaffMail = (
  { db }: Executor,
  accountId: number,
  mail: StaffMailKind,
  passkey?: string,
) =>
  db
    .insertInto('outbox')
    .values({ payload: staffMailPayload(accountId, mail, passkey), next_attempt_at: Date.now() })
