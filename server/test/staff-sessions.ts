// Staff accounts signed in for a test, straight through the store: the tests of what a session
// may do need no passkey ceremony (staff.test.ts tests that), only a live session of each kind.
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import Database from 'better-sqlite3'

import type { StaffRole } from '@contract/staff.ts'
import type { Repository } from '../src/repository.ts'
import { newToken, tokenHash } from '../src/people/tokens.ts'

const byTest = { actorId: null, actorName: 'test', ip: 'test', action: 'staff.added' }
let people = 0

/**
 * A new account of `role` with a live session, or another session of account `of` (a second
 * device); `disabled` disables the account after sign-in.
 */
export async function staffSession(
  repo: Repository,
  role: StaffRole,
  { disabled = false, of }: { disabled?: boolean; of?: number } = {},
) {
  people += 1
  const id =
    of ??
    (await repo.addStaffMember(
      { email: `${role}.${people}@review.example.qa`, name: `Review ${role} ${people}`, role },
      randomBytes(32).toString('base64url'),
      byTest,
    ))
  const token = newToken()
  const sessionId = await repo.startSession(
    tokenHash(token),
    id!,
    { ip: '127.0.0.1', userAgent: 'test', replaces: null, locale: 'en', passkey: null },
    { ...byTest, action: 'staff.signed-in' },
  )
  if (disabled) await repo.setStaffDisabled(id!, true, { ...byTest, action: 'staff.disabled' })
  return { id: id!, sessionId, cookie: `__Host-staff=${token}` }
}

/** Runs one statement on its own connection, as someone with the application's rights would. */
export async function runRaw(env: Record<string, string>, statement: string) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
    return
  }
  const db = new Database(env.SQLITE_PATH!)
  try {
    db.prepare(statement).run()
  } finally {
    db.close()
  }
}
