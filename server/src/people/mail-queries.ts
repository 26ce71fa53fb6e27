/**
 * Staff e-mails made when the outbox sends them. A link's token is drawn at that moment and only
 * its hash stored, so the outbox row never held a working link (ADR 040).
 */
import { sql as raw } from 'kysely'

import { prepare, type Executor } from '../db/sql.ts'
import type { StaffMailPayload, StaffNotification } from './staff-mail.ts'
import { ENROL_LINK_MS, SIGN_IN_LINK_MS } from './members.ts'
import { accountColumns, member } from './account-rows.ts'
import { newToken, tokenHash } from './tokens.ts'

export function staffMailQueries(sql: Executor) {
  const { db } = sql
  const query = {
    account: prepare((id: number) =>
      db.selectFrom('staff_accounts').select(accountColumns).where('id', '=', id),
    ),
    // The link exists only while the account is enabled: a disabled one gets no e-mailed link.
    addLink: prepare((hash: string, accountId: number, purpose: string, expiresAt: number) =>
      db
        .insertInto('staff_links')
        .columns(['token_hash', 'account_id', 'purpose', 'expires_at'])
        .expression(
          db
            .selectFrom('staff_accounts')
            .select([
              raw<string>`cast(${hash} as text)`.as('token_hash'),
              'id',
              raw<'enrol' | 'sign-in'>`cast(${purpose} as text)`.as('purpose'),
              raw<number>`cast(${expiresAt} as bigint)`.as('expires_at'),
            ])
            .where('id', '=', accountId)
            .where('disabled_at', 'is', null),
        ),
    ),
  }

  return {
    /**
     * The e-mail an outbox row stands for, or null when it is no longer due: the account is gone,
     * or disabled (a link e-mail).
     */
    async staffMailFor(payload: StaffMailPayload): Promise<StaffNotification | null> {
      const [row] = await sql.read(query.account(payload.accountId))
      if (!row) return null
      const account = member(row)
      const mail = {
        kind: 'staff' as const,
        mail: payload.mail,
        to: { email: account.email, name: account.name },
        locale: account.locale,
        passkey: payload.passkey ?? null,
      }
      if (payload.mail !== 'enrol-link' && payload.mail !== 'sign-in-link')
        return { ...mail, token: null }
      const enrol = payload.mail === 'enrol-link'
      const token = newToken()
      const { changes } = await sql.write(
        query.addLink(
          tokenHash(token),
          account.id,
          enrol ? 'enrol' : 'sign-in',
          Date.now() + (enrol ? ENROL_LINK_MS : SIGN_IN_LINK_MS),
        ),
      )
      return changes > 0 ? { ...mail, token } : null
    },
  }
}
