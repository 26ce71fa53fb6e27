// Passkeys you can see and take back (issue 48, B1, W3, N1, N4): listed, named, added only after a
// fresh passkey sign-in, removed by their member or revoked by an admin, each audited and e-mailed
// in the member's language; links voided by disabling; enrolment in one transaction.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { staffMessages } from '@contract/staff-messages.ts'

import { softAuthenticator } from './authenticator.ts'
import { backends } from './helpers.ts'
import { linkToken, ORIGIN, RP_ID, staffWorld } from './staff-world.ts'

const MINUTE = 60_000

afterEach(() => {
  vi.useRealTimers()
})

/** Moves the clock the server reads (Date only: the databases' own timers keep real time). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
}

describe.each(backends)('passkeys on %s', (backend) => {
  const { world, call, enrolled, signIn, mailsTo, nthMail } = staffWorld(backend)

  /** Adds a second passkey after a fresh sign-in; answers the new session's cookie and passkey. */
  async function secondPasskey(person: Awaited<ReturnType<typeof enrolled>>) {
    const fresh = await signIn(person.passkey, { cookie: person.cookie })
    expect(fresh.statusCode).toBe(200)
    const cookie = String(fresh.headers['set-cookie']).split(';')[0]!
    const passkey = softAuthenticator(RP_ID)
    const options = await call('POST', '/api/staff/passkeys/options', { cookie })
    expect(options.statusCode, options.body).toBe(200)
    const { challengeId, options: creation } = options.json()
    const added = await call('POST', '/api/staff/passkeys', {
      cookie,
      body: { challengeId, response: passkey.register(creation, ORIGIN) },
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().passkey).toBe(passkey.id)
    return { cookie, passkey }
  }

  const auditOf = async (cookie: string, action: string) =>
    (await call('GET', `/api/staff/audit?action=${action}`, { cookie })).json().entries as Array<{
      actorId: number
      recordId: string
      before?: Record<string, unknown>
      after?: Record<string, unknown>
    }>

  it('lists your passkeys with their name, when added and last used, and device type; renames one', async () => {
    // An admin who could send a new enrolment link: a sales member may lose their last passkey.
    await enrolled('admin')
    const person = await enrolled('sales')
    const before = Date.now()
    const { cookie } = await secondPasskey(person)
    const { passkeys, lastRemovable } = (
      await call('GET', '/api/staff/passkeys', { cookie })
    ).json()
    expect(lastRemovable).toBe(true)
    expect(passkeys).toHaveLength(2)
    const [first, second] = passkeys
    expect(first).toMatchObject({ id: person.passkey.id, name: '', deviceType: 'singleDevice' })
    expect(first.backedUp).toBe(false)
    // The first one signed in a moment ago; the new one never has.
    expect(first.lastUsedAt).toBeGreaterThanOrEqual(before)
    expect(second.lastUsedAt).toBeNull()
    expect(second.createdAt).toBeGreaterThanOrEqual(before)

    const rename = (name: unknown) =>
      call('POST', '/api/staff/passkeys/rename', { cookie, body: { passkey: second.id, name } })
    expect((await rename('  Work laptop  ')).statusCode).toBe(200)
    expect((await call('GET', '/api/staff/passkeys', { cookie })).json().passkeys[1].name).toBe(
      'Work laptop',
    )
    for (const bad of ['', 'two\nlines', 'x'.repeat(61), 'Evil\u202Etxt.exe'])
      expect([bad, (await rename(bad)).json().error]).toEqual([
        bad,
        staffMessages.badPasskeyName(60),
      ])
    // Someone else's passkey is not yours to name.
    const other = await enrolled('sales')
    const theirs = await call('POST', '/api/staff/passkeys/rename', {
      cookie,
      body: { passkey: other.passkey.id, name: 'Mine now' },
    })
    expect(theirs.statusCode).toBe(404)
  })

  it('adds a passkey only within 5 minutes of a passkey sign-in, not on a session alone', async () => {
    const person = await enrolled('operations')
    // The enrolment's session, and a sign-in link's, are sessions without a fresh passkey.
    for (const path of ['/api/staff/passkeys/options', '/api/staff/passkeys']) {
      const refused = await call('POST', path, {
        cookie: person.cookie,
        body: { challengeId: 'A'.repeat(43), response: {} },
      })
      expect([path, refused.statusCode, refused.json().error]).toEqual([
        path,
        428,
        staffMessages.freshSignIn,
      ])
    }
    await call('POST', '/api/staff/sign-in/email', { body: { email: person.email } })
    const token = linkToken((await nthMail(person.email, 2)).text)!
    const byLink = await call('POST', '/api/staff/sign-in/link', { body: { token } })
    const linkCookie = String(byLink.headers['set-cookie']).split(';')[0]!
    expect(
      (await call('POST', '/api/staff/passkeys/options', { cookie: linkCookie })).statusCode,
    ).toBe(428)

    const fresh = await signIn(person.passkey)
    const cookie = String(fresh.headers['set-cookie']).split(';')[0]!
    later(4 * MINUTE)
    expect((await call('POST', '/api/staff/passkeys/options', { cookie })).statusCode).toBe(200)
    later(2 * MINUTE)
    expect((await call('POST', '/api/staff/passkeys/options', { cookie })).statusCode).toBe(428)
  })

  it('audits and e-mails each added and removed passkey; a removed one no longer signs in', async () => {
    const person = await enrolled('sales')
    const { cookie, passkey } = await secondPasskey(person)
    const added = await nthMail(person.email, 2)
    expect(added.subject).toBe('A passkey was added to your account')
    await call('POST', '/api/staff/passkeys/rename', {
      cookie,
      body: { passkey: passkey.id, name: 'Old phone' },
    })
    const removed = await call('POST', '/api/staff/passkeys/remove', {
      cookie,
      body: { passkey: passkey.id },
    })
    expect(removed.statusCode).toBe(200)
    const notice = await nthMail(person.email, 3)
    expect(notice.subject).toBe('A passkey was removed from your account')
    expect(notice.text).toContain('The passkey "Old phone" was removed')
    expect((await signIn(passkey)).statusCode).toBe(401)
    expect((await signIn(person.passkey)).statusCode).toBe(200)
    const again = await call('POST', '/api/staff/passkeys/remove', {
      cookie,
      body: { passkey: passkey.id },
    })
    expect([again.statusCode, again.json().error]).toEqual([404, staffMessages.noSuchPasskey])

    const admin = await enrolled('admin')
    for (const action of ['staff.passkey-added', 'staff.passkey-removed']) {
      const [entry] = (await auditOf(admin.cookie, action)).filter(
        (line) => line.recordId === String(person.id),
      )
      expect(entry, action).toMatchObject({ actorId: person.id })
    }
    const [line] = await auditOf(admin.cookie, 'staff.passkey-removed')
    expect(line!.before).toEqual({ passkey: 'Old phone' })
  })

  it('lets a member remove their last passkey only when an admin can link them again, and says so', async () => {
    await enrolled('admin')
    const worker = await enrolled('sales')
    const lone = await enrolled('admin')
    expect(
      (await call('GET', '/api/staff/passkeys', { cookie: lone.cookie })).json().lastRemovable,
    ).toBe(false)
    const refused = await call('POST', '/api/staff/passkeys/remove', {
      cookie: lone.cookie,
      body: { passkey: lone.passkey.id },
    })
    expect([refused.statusCode, refused.json().error]).toEqual([409, staffMessages.lastPasskey])
    expect((await signIn(lone.passkey)).statusCode).toBe(200)

    const removed = await call('POST', '/api/staff/passkeys/remove', {
      cookie: worker.cookie,
      body: { passkey: worker.passkey.id },
    })
    expect(removed.statusCode).toBe(200)
    expect((await signIn(worker.passkey)).statusCode).toBe(401)
  })

  it("lets an admin see and revoke another member's passkeys, audited and e-mailed", async () => {
    const admin = await enrolled('admin')
    const worker = await enrolled('operations')
    const listed = await call('GET', `/api/staff/members/${worker.id}/passkeys`, {
      cookie: admin.cookie,
    })
    expect(listed.json().passkeys.map((passkey: { id: string }) => passkey.id)).toEqual([
      worker.passkey.id,
    ])
    expect(
      (await call('GET', '/api/staff/members/999999/passkeys', { cookie: admin.cookie }))
        .statusCode,
    ).toBe(404)
    const withIt = String((await signIn(worker.passkey)).headers['set-cookie']).split(';')[0]!
    const revoked = await call('POST', '/api/staff/members/passkeys/revoke', {
      cookie: admin.cookie,
      body: { id: worker.id, passkey: worker.passkey.id },
    })
    expect(revoked.statusCode).toBe(200)
    expect((await signIn(worker.passkey)).statusCode).toBe(401)
    // The session that passkey began ends with it; the enrolment's, begun by a link, stays.
    expect((await call('GET', '/api/staff/me', { cookie: withIt })).statusCode).toBe(401)
    expect((await call('GET', '/api/staff/me', { cookie: worker.cookie })).statusCode).toBe(200)
    const notice = await nthMail(worker.email, 2)
    expect(notice.subject).toBe('A passkey was removed from your account')
    expect(notice.text).toContain('An administrator removed the passkey')
    const [line] = (await auditOf(admin.cookie, 'staff.passkey-revoked')).filter(
      (entry) => entry.recordId === String(worker.id),
    )
    expect(line).toMatchObject({ actorId: admin.id })
    const sales = await enrolled('sales')
    const forbidden = await call('POST', '/api/staff/members/passkeys/revoke', {
      cookie: sales.cookie,
      body: { id: admin.id, passkey: admin.passkey.id },
    })
    expect(forbidden.statusCode).toBe(403)
  })

  it('voids outstanding links when an account is disabled; enabling it again issues none', async () => {
    const admin = await enrolled('admin')
    const worker = await enrolled('sales')
    const link = await call('POST', '/api/staff/members/link', {
      cookie: admin.cookie,
      body: { id: worker.id },
    })
    const enrolToken = link.json().enrolUrl.split('#')[1]
    const mailed = linkToken((await nthMail(worker.email, 2)).text)!
    await call('POST', '/api/staff/sign-in/email', { body: { email: worker.email } })
    const signInToken = linkToken((await nthMail(worker.email, 3)).text)!
    const links = async () =>
      (await world.db.query(`SELECT used_at FROM staff_links WHERE account_id = ${worker.id}`))
        .length
    const before = await links()
    const disable = (disabled: boolean) =>
      call('POST', '/api/staff/members/disable', {
        cookie: admin.cookie,
        body: { id: worker.id, disabled },
      })
    expect((await disable(true)).statusCode).toBe(200)
    expect((await disable(false)).statusCode).toBe(200)
    expect(await links()).toBe(before)
    for (const token of [enrolToken, mailed])
      expect((await call('POST', '/api/staff/enrol/options', { body: { token } })).statusCode).toBe(
        410,
      )
    expect(
      (await call('POST', '/api/staff/sign-in/link', { body: { token: signInToken } })).statusCode,
    ).toBe(410)
    expect(mailsTo(worker.email)).toHaveLength(3)
  })

  it("refuses an admin's link for another admin; a link for anyone else is audited with its subject and e-mailed to them", async () => {
    const admin = await enrolled('admin')
    const other = await enrolled('admin')
    const refused = await call('POST', '/api/staff/members/link', {
      cookie: admin.cookie,
      body: { id: other.id },
    })
    expect([refused.statusCode, refused.json().error]).toEqual([403, staffMessages.adminLink])

    const worker = await enrolled('sales')
    const issued = await call('POST', '/api/staff/members/link', {
      cookie: admin.cookie,
      body: { id: worker.id },
    })
    expect(issued.statusCode).toBe(200)
    const [line] = (await auditOf(admin.cookie, 'staff.link-issued')).filter(
      (entry) => entry.recordId === String(worker.id),
    )
    expect(line).toMatchObject({
      actorId: admin.id,
      after: { link: 'enrol', subject: worker.name },
    })
    const mail = await nthMail(worker.email, 2)
    expect(mail.subject).toBe('Your staff console account')
    const token = linkToken(mail.text)!
    expect((await call('POST', '/api/staff/enrol/options', { body: { token } })).statusCode).toBe(
      200,
    )
    expect(mailsTo(other.email)).toHaveLength(1)
  })

  it('enrols in one transaction: a passkey registered already answers 409 and the link still works', async () => {
    const first = await enrolled('sales')
    const admin = await enrolled('admin')
    const added = await call('POST', '/api/staff/members', {
      cookie: admin.cookie,
      body: { email: `twice.${backend}@staff.example.qa`, name: 'Twice', role: 'sales' },
    })
    const token = added.json().enrolUrl.split('#')[1]
    const enrol = async (passkey: ReturnType<typeof softAuthenticator>) => {
      const { challengeId, options } = (
        await call('POST', '/api/staff/enrol/options', { body: { token } })
      ).json()
      return call('POST', '/api/staff/enrol', {
        body: { token, challengeId, response: passkey.register(options, ORIGIN) },
      })
    }
    const duplicate = await enrol(first.passkey)
    expect([duplicate.statusCode, duplicate.json().error]).toEqual([
      409,
      staffMessages.passkeyTaken,
    ])
    expect((await signIn(first.passkey)).json().member.id).toBe(first.id)
    const fresh = softAuthenticator(RP_ID)
    expect((await enrol(fresh)).statusCode).toBe(200)
    // One enrolment spends the account's other enrolment links (the one e-mailed to them too).
    const mailed = linkToken((await nthMail(`twice.${backend}@staff.example.qa`, 1)).text)!
    expect(
      (await call('POST', '/api/staff/enrol/options', { body: { token: mailed } })).statusCode,
    ).toBe(410)
  })

  it("e-mails links and notices in the member's console language, right to left in Arabic", async () => {
    const person = await enrolled('sales', 'ar')
    await call('POST', '/api/staff/sign-in/email', { body: { email: person.email } })
    const mail = await nthMail(person.email, 2)
    expect(mail.subject).toBe('رابط دخولك إلى لوحة الموظفين')
    expect(mail.text).toMatch(/^مرحبًا sales \d+،/)
    expect(mail.text).toContain(`${ORIGIN}/ar/staff/sign-in/link#`)
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/)
    const byLink = await call('POST', '/api/staff/sign-in/link', {
      language: 'ar',
      body: { token: linkToken(mail.text) },
    })
    expect(byLink.statusCode).toBe(200)

    // Signing in to the English console (as the fresh sign-in does) makes them English again.
    const { cookie } = await secondPasskey(person)
    await call('POST', '/api/staff/passkeys/remove', {
      cookie,
      body: { passkey: person.passkey.id },
    })
    const notices = [await nthMail(person.email, 3), await nthMail(person.email, 4)]
    expect(notices.map((notice) => notice.subject)).toEqual([
      'A passkey was added to your account',
      'A passkey was removed from your account',
    ])
    expect(notices[0]!.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/)
  })
})
