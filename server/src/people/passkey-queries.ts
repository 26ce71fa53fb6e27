/**
 * Passkeys as stored: the public key a sign-in is checked against, and what the member sees of
 * each (the name they gave it, when it was added and last used, the device type WebAuthn named).
 * Each add and removal is audited and, when mail goes out, told to the member in the same write.
 */
import type { PasskeyListing } from '@contract/staff.ts'
import { prepare, type Executor } from '../db/sql.ts'
import { queueStaffMail } from './account-rows.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'

export type Passkey = {
  credentialId: string
  accountId: number
  publicKey: string
  counter: number
  transports: string[]
  /** WebAuthn's credentialDeviceType and backup state, as registration reported them. */
  deviceType?: 'singleDevice' | 'multiDevice'
  backedUp?: boolean
}

export type PasskeyStore = ReturnType<typeof passkeyQueries>

export function passkeyQueries(sql: Executor) {
  const { db } = sql
  const audit = (entry: AuditEntry) => db.insertInto('audit_log').values(auditRow(entry))
  const query = {
    addPasskey: prepare(
      (
        passkey: Pick<Passkey, 'credentialId' | 'accountId' | 'publicKey' | 'counter'>,
        extra: {
          transports: string
          now: number
          deviceType: string | null
          backedUp: number | null
        },
      ) =>
        db.insertInto('staff_passkeys').values({
          credential_id: passkey.credentialId,
          account_id: passkey.accountId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: extra.transports,
          created_at: extra.now,
          device_type: extra.deviceType,
          backed_up: extra.backedUp,
        }),
    ),
    // Uses the link up only while it is unused, unexpired and its account enabled.
    useEnrolLink: prepare((hash: string, now: number) =>
      db
        .updateTable('staff_links')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('purpose', '=', 'enrol')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('account_id', 'in', (eb) =>
          eb.selectFrom('staff_accounts').select('id').where('disabled_at', 'is', null),
        ),
    ),
    // One enrolment spends every enrolment link of the account (the admin's copy and the mailed).
    spendEnrolLinks: prepare((accountId: number, now: number) =>
      db
        .updateTable('staff_links')
        .set({ used_at: now })
        .where('account_id', '=', accountId)
        .where('purpose', '=', 'enrol')
        .where('used_at', 'is', null),
    ),
    passkey: prepare((credentialId: string) =>
      db
        .selectFrom('staff_passkeys')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_passkeys.account_id')
        .select([
          'staff_passkeys.credential_id',
          'staff_passkeys.account_id',
          'staff_passkeys.public_key',
          'staff_passkeys.counter',
          'staff_passkeys.transports',
        ])
        .where('staff_passkeys.credential_id', '=', credentialId)
        .where('staff_accounts.disabled_at', 'is', null),
    ),
    taken: prepare((credentialId: string) =>
      db
        .selectFrom('staff_passkeys')
        .select('account_id')
        .where('credential_id', '=', credentialId),
    ),
    listing: prepare((accountId: number) =>
      db
        .selectFrom('staff_passkeys')
        .select([
          'credential_id',
          'transports',
          'name',
          'created_at',
          'last_used_at',
          'device_type',
          'backed_up',
        ])
        .where('account_id', '=', accountId)
        .orderBy('created_at'),
    ),
    usePasskey: prepare((credentialId: string, counter: number, now: number) =>
      db
        .updateTable('staff_passkeys')
        .set({ counter, last_used_at: now })
        .where('credential_id', '=', credentialId),
    ),
    rename: prepare((accountId: number, credentialId: string, name: string) =>
      db
        .updateTable('staff_passkeys')
        .set({ name })
        .where('account_id', '=', accountId)
        .where('credential_id', '=', credentialId),
    ),
    // Removes it only while more than `keep` passkeys remain, so two removals at once cannot
    // take the last one that must stay.
    remove: prepare((accountId: number, credentialId: string, keep: number) =>
      db
        .deleteFrom('staff_passkeys')
        .where('account_id', '=', accountId)
        .where('credential_id', '=', credentialId)
        .where(
          (eb) =>
            eb
              .selectFrom('staff_passkeys as mine')
              .select((count) => count.fn.countAll().as('n'))
              .where('mine.account_id', '=', accountId),
          '>',
          keep,
        )
        .returning('name'),
    ),
    // The sessions a passkey began end with it.
    endSessions: prepare((accountId: number, credentialId: string, now: number) =>
      db
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('account_id', '=', accountId)
        .where('passkey_id', '=', credentialId)
        .where('revoked_at', 'is', null),
    ),
  }
  const added = (passkey: Passkey, now: number) =>
    query.addPasskey(passkey, {
      transports: JSON.stringify(passkey.transports),
      now,
      deviceType: passkey.deviceType ?? null,
      backedUp: passkey.backedUp === undefined ? null : Number(passkey.backedUp),
    })
  const listing = (row: Awaited<ReturnType<typeof read>>[number]): PasskeyListing => ({
    id: row.credential_id,
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    deviceType:
      row.device_type === 'singleDevice' || row.device_type === 'multiDevice'
        ? row.device_type
        : null,
    backedUp: row.backed_up === null ? null : Number(row.backed_up) === 1,
  })
  const read = (accountId: number) => sql.read(query.listing(accountId))

  return {
    /** A passkey of an enabled account. */
    async passkey(credentialId: string): Promise<Passkey | null> {
      const [row] = await sql.read(query.passkey(credentialId))
      return row
        ? {
            credentialId: row.credential_id,
            accountId: row.account_id,
            publicKey: row.public_key,
            counter: Number(row.counter),
            transports: JSON.parse(row.transports) as string[],
          }
        : null
    },
    /** Whether any account (a disabled one too) has a passkey of this credential id. */
    async passkeyTaken(credentialId: string) {
      return (await sql.read(query.taken(credentialId))).length > 0
    },
    async passkeysOf(accountId: number) {
      return (await read(accountId)).map((row) => ({
        credentialId: row.credential_id,
        transports: JSON.parse(row.transports) as string[],
      }))
    },
    async passkeyListing(accountId: number): Promise<PasskeyListing[]> {
      return (await read(accountId)).map(listing)
    },
    async usePasskey(credentialId: string, counter: number) {
      await sql.write(query.usePasskey(credentialId, counter, Date.now()))
    },
    /**
     * Enrols through a link, in one transaction: the link is used up, every enrolment link of the
     * account spent, the passkey stored and audited. False when the link is no longer live; a
     * passkey already stored makes the insert fail and undoes it all, so the link stays usable.
     */
    async enrolPasskey(linkHash: string, passkey: Passkey, by: AuditEntry, mail: boolean) {
      const now = Date.now()
      const { changes } = await sql.write(
        query.useEnrolLink(linkHash, now),
        added(passkey, now),
        query.spendEnrolLinks(passkey.accountId, now),
        audit(by),
        ...(mail ? [queueStaffMail(sql, passkey.accountId, 'passkey-added')] : []),
      )
      return changes > 0
    },
    /** Adds a passkey to a signed-in member's account, audited (and told, with `mail`). */
    async addPasskey(passkey: Passkey, by: AuditEntry, mail: boolean) {
      await sql.write(
        added(passkey, Date.now()),
        audit(by),
        ...(mail ? [queueStaffMail(sql, passkey.accountId, 'passkey-added')] : []),
      )
    },
    async renamePasskey(accountId: number, credentialId: string, name: string, by: AuditEntry) {
      const { changes } = await sql.write(
        query.rename(accountId, credentialId, name),
        audit({ ...by, after: { passkey: name } }),
      )
      return changes > 0
    },
    /**
     * Removes one of the account's passkeys while more than `keep` remain, audited and told, and
     * ends the sessions it began; answers its name, or null when there was none to remove.
     */
    async removePasskey(
      accountId: number,
      credentialId: string,
      keep: number,
      by: AuditEntry,
      mail: 'passkey-removed' | 'passkey-revoked' | null,
    ) {
      const [known] = (await read(accountId)).filter((row) => row.credential_id === credentialId)
      if (!known) return null
      const { rows } = await sql.write(
        query.remove(accountId, credentialId, keep),
        audit({ ...by, before: { passkey: known.name } }),
        query.endSessions(accountId, credentialId, Date.now()),
        ...(mail ? [queueStaffMail(sql, accountId, mail, known.name)] : []),
      )
      return rows[0]?.name ?? null
    },
  }
}
