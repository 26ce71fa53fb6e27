/**
 * The staff console's people: accounts, one-time links, sessions and WebAuthn challenges (their
 * passkeys are passkey-queries.ts), each change written with its audit line. Tokens are kept
 * only as hashes, so a copy of the database signs nobody in.
 */
import type { NewStaffMember } from '@contract/staff.ts'
import { sql as raw } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { firstStatementId, prepare, type Executor } from '../db/sql.ts'
import { accountColumns, member, queueStaffMail } from './account-rows.ts'

export type StaffSession = {
  id: number
  accountId: number
  createdAt: number
  lastSeenAt: number
  ip: string
  userAgent: string
}

export type StaffStore = ReturnType<typeof staffQueries>

export function staffQueries(sql: Executor) {
  const { db } = sql
  const withAudit = (entry: AuditEntry) => db.insertInto('audit_log').values(auditRow(entry))
  const query = {
    addAccount: prepare((account: NewStaffMember, webauthnUserId: string) =>
      db
        .insertInto('staff_accounts')
        .values({
          email: account.email,
          name: account.name,
          role: account.role,
          webauthn_user_id: webauthnUserId,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id'),
    ),
    account: prepare((id: number) =>
      db.selectFrom('staff_accounts').select(accountColumns).where('id', '=', id),
    ),
    accountByEmail: prepare((email: string) =>
      db.selectFrom('staff_accounts').select(accountColumns).where('email', '=', email),
    ),
    accounts: prepare(() => db.selectFrom('staff_accounts').select(accountColumns).orderBy('name')),
    setDisabled: prepare((id: number, at: number | null) =>
      db.updateTable('staff_accounts').set({ disabled_at: at }).where('id', '=', id),
    ),
    // Disabling an account voids its links: enabled again, it gets in only through a new one.
    voidLinks: prepare((accountId: number, at: number) =>
      db
        .updateTable('staff_links')
        .set({ used_at: at })
        .where('account_id', '=', accountId)
        .where('used_at', 'is', null),
    ),
    revokeAll: prepare((accountId: number, at: number) =>
      db
        .updateTable('staff_sessions')
        .set({ revoked_at: at })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null),
    ),
    addLink: prepare(
      (hash: string, accountId: number, purpose: 'enrol' | 'sign-in', expiresAt: number) =>
        db
          .insertInto('staff_links')
          .values({ token_hash: hash, account_id: accountId, purpose, expires_at: expiresAt }),
    ),
    // Marks the link used only while it is unused, unexpired and its account enabled, so two
    // requests with one link cannot both get through.
    useLink: prepare((hash: string, purpose: 'enrol' | 'sign-in', now: number) =>
      db
        .updateTable('staff_links')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('account_id', 'in', (eb) =>
          eb.selectFrom('staff_accounts').select('id').where('disabled_at', 'is', null),
        )
        .returning('account_id'),
    ),
    linkAccount: prepare((hash: string, purpose: 'enrol' | 'sign-in', now: number) =>
      db
        .selectFrom('staff_links')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_links.account_id')
        .select(accountColumns.map((column) => `staff_accounts.${column}` as const))
        .where('staff_links.token_hash', '=', hash)
        .where('staff_links.purpose', '=', purpose)
        .where('staff_links.used_at', 'is', null)
        .where('staff_links.expires_at', '>', now)
        .where('staff_accounts.disabled_at', 'is', null),
    ),
    addChallenge: prepare((idHash: string, challenge: string, expiresAt: number) =>
      db
        .insertInto('staff_challenges')
        .values({ id_hash: idHash, challenge, expires_at: expiresAt }),
    ),
    takeChallenge: prepare((idHash: string, now: number) =>
      db
        .deleteFrom('staff_challenges')
        .where('id_hash', '=', idHash)
        .where('expires_at', '>', now)
        .returning('challenge'),
    ),
    purgeChallenges: prepare((now: number) =>
      db.deleteFrom('staff_challenges').where('expires_at', '<=', now),
    ),
    addSession: prepare(
      (
        hash: string,
        accountId: number,
        now: number,
        client: {
          ip: string
          userAgent: string
          passkeyAt: number | null
          passkey: string | null
        },
      ) =>
        db
          .insertInto('staff_sessions')
          .values({
            token_hash: hash,
            account_id: accountId,
            created_at: now,
            last_seen_at: now,
            ip: client.ip,
            user_agent: client.userAgent,
            passkey_at: client.passkeyAt,
            passkey_id: client.passkey,
          })
          .returning('id'),
    ),
    setLocale: prepare((accountId: number, locale: EnquiryLocale) =>
      db.updateTable('staff_accounts').set({ locale }).where('id', '=', accountId),
    ),
    // A session counts only while unrevoked, within both limits, and its account enabled.
    liveSession: prepare((hash: string, idleSince: number, startedSince: number) =>
      db
        .selectFrom('staff_sessions')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.account_id')
        .select([
          'staff_sessions.id as session_id',
          'staff_sessions.last_seen_at',
          'staff_sessions.passkey_at',
          ...accountColumns.map((column) => `staff_accounts.${column}` as const),
        ])
        .where('staff_sessions.token_hash', '=', hash)
        .where('staff_sessions.revoked_at', 'is', null)
        .where('staff_sessions.last_seen_at', '>', idleSince)
        .where('staff_sessions.created_at', '>', startedSince)
        .where('staff_accounts.disabled_at', 'is', null),
    ),
    touchSession: prepare((id: number, now: number) =>
      db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', id),
    ),
    sessionsOf: prepare((accountId: number, idleSince: number, startedSince: number) =>
      db
        .selectFrom('staff_sessions')
        .select(['id', 'account_id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .where('last_seen_at', '>', idleSince)
        .where('created_at', '>', startedSince)
        .orderBy('last_seen_at', 'desc'),
    ),
    revokeByToken: prepare((hash: string, at: number) =>
      db
        .updateTable('staff_sessions')
        .set({ revoked_at: at })
        .where('token_hash', '=', hash)
        .where('revoked_at', 'is', null),
    ),
    revokeSession: prepare((id: number, accountId: number, at: number) =>
      db
        .updateTable('staff_sessions')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null),
    ),
  }

  return {
    /** Adds an account, audited; null when the address already has one. */
    async addStaffMember(account: NewStaffMember, webauthnUserId: string, by: AuditEntry) {
      const { rows } = await sql.write(
        query.addAccount(account, webauthnUserId),
        // The trail names the account the insert just made (the id may arrive as a float).
        db.insertInto('audit_log').values({
          ...auditRow({ ...by, recordType: 'staff' }),
          record_id: raw<string>`cast(cast(${firstStatementId()} as bigint) as text)`,
        }),
      )
      return rows[0]?.id ?? null
    },
    async staffMember(id: number) {
      const [row] = await sql.read(query.account(id))
      return row ? member(row) : null
    },
    async staffMemberByEmail(email: string) {
      const [row] = await sql.read(query.accountByEmail(email))
      return row ? member(row) : null
    },
    async staffMembers() {
      return (await sql.read(query.accounts())).map(member)
    },
    /**
     * Disables (or enables again) an account; disabling ends its sessions and voids its links,
     * and enabling issues nothing.
     */
    async setStaffDisabled(id: number, disabled: boolean, by: AuditEntry) {
      const now = Date.now()
      const { changes } = await sql.write(
        query.setDisabled(id, disabled ? now : null),
        withAudit(by),
        ...(disabled ? [query.revokeAll(id, now), query.voidLinks(id, now)] : []),
      )
      return changes > 0
    },
    /**
     * Stores a link's hash; the token itself only ever goes to the person. `mail` also queues
     * the account's own e-mail of it, whose link is drawn when it goes.
     */
    async addStaffLink(
      hash: string,
      accountId: number,
      purpose: 'enrol' | 'sign-in',
      expiresAt: number,
      by: AuditEntry,
      mail = false,
    ) {
      await sql.write(
        query.addLink(hash, accountId, purpose, expiresAt),
        withAudit(by),
        ...(mail ? [queueStaffMail(sql, accountId, `${purpose}-link`)] : []),
      )
    },
    /** Audits a sign-in link asked for by e-mail and queues it (made when it goes). */
    async requestSignInLink(accountId: number, by: AuditEntry, mail: boolean) {
      await sql.write(
        withAudit(by),
        ...(mail ? [queueStaffMail(sql, accountId, 'sign-in-link')] : []),
      )
    },
    /** The enabled account a live link belongs to, without using the link up. */
    async staffLinkAccount(hash: string, purpose: 'enrol' | 'sign-in') {
      const [row] = await sql.read(query.linkAccount(hash, purpose, Date.now()))
      return row ? member(row) : null
    },
    /** Uses a live link up; its account's id, or null for a used, expired or unknown one. */
    async useStaffLink(hash: string, purpose: 'enrol' | 'sign-in') {
      const { rows } = await sql.write(query.useLink(hash, purpose, Date.now()))
      return rows[0]?.account_id ?? null
    },
    async addChallenge(idHash: string, challenge: string, expiresAt: number) {
      await sql.write(
        query.addChallenge(idHash, challenge, expiresAt),
        query.purgeChallenges(Date.now()),
      )
    },
    /** A challenge is answered once: taking it deletes it. */
    async takeChallenge(idHash: string) {
      const { rows } = await sql.write(query.takeChallenge(idHash, Date.now()))
      return rows[0]?.challenge ?? null
    },
    /**
     * Starts a session, audited as the sign-in it is, and ends the one the browser held before
     * (`replaces`), so a session id planted before sign-in is worth nothing after it. The
     * account's e-mails follow the console language it signed in to.
     */
    async startSession(
      hash: string,
      accountId: number,
      client: {
        ip: string
        userAgent: string
        replaces: string | null
        locale: EnquiryLocale
        /** The passkey it began with, for a passkey sign-in. */
        passkey: string | null
      },
      by: AuditEntry,
    ) {
      const now = Date.now()
      const { rows } = await sql.write(
        query.addSession(hash, accountId, now, {
          ...client,
          passkeyAt: client.passkey === null ? null : now,
        }),
        withAudit(by),
        query.setLocale(accountId, client.locale),
        ...(client.replaces ? [query.revokeByToken(client.replaces, now)] : []),
      )
      return rows[0]!.id
    },
    /** The live session a token names and its account, or null. */
    async liveSession(hash: string, idleMs: number, maxMs: number) {
      const now = Date.now()
      const [row] = await sql.read(query.liveSession(hash, now - idleMs, now - maxMs))
      return row
        ? {
            sessionId: row.session_id,
            lastSeenAt: Number(row.last_seen_at),
            passkeyAt: row.passkey_at === null ? null : Number(row.passkey_at),
            member: member(row),
          }
        : null
    },
    async touchSession(id: number) {
      await sql.write(query.touchSession(id, Date.now()))
    },
    async sessionsOf(accountId: number, idleMs: number, maxMs: number): Promise<StaffSession[]> {
      const now = Date.now()
      return (await sql.read(query.sessionsOf(accountId, now - idleMs, now - maxMs))).map(
        (row) => ({
          id: row.id,
          accountId: row.account_id,
          createdAt: Number(row.created_at),
          lastSeenAt: Number(row.last_seen_at),
          ip: row.ip,
          userAgent: row.user_agent,
        }),
      )
    },
    /** Ends one of the account's own sessions, audited. */
    async revokeSession(id: number, accountId: number, by: AuditEntry) {
      const { changes } = await sql.write(
        query.revokeSession(id, accountId, Date.now()),
        withAudit(by),
      )
      return changes > 0
    },
    /** Ends every session of the account, audited. */
    async revokeAllSessions(accountId: number, by: AuditEntry) {
      await sql.write(withAudit(by), query.revokeAll(accountId, Date.now()))
    },
  }
}
