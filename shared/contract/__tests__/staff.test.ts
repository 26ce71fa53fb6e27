// @vitest-environment node
import { describe, expect, it } from 'vitest'

import {
  can,
  linkTokenSchema,
  memberPasskeySchema,
  memberStatusSchema,
  newStaffMemberSchema,
  passkeyIdSchema,
  passkeyNameSchema,
  STAFF_ROLES,
} from '../staff'
import { staffMessages } from '../staff-messages'

describe('staff roles', () => {
  it('let sales work leads, operations shipments, and admins everything', () => {
    const table = STAFF_ROLES.map((role) =>
      [
        role,
        can(role, 'leads'),
        can(role, 'shipments'),
        can(role, 'staff'),
        can(role, 'audit'),
      ].join(' '),
    )
    expect(table).toEqual([
      'admin true true true true',
      'sales true false false false',
      'operations false true false false',
    ])
  })
})

describe('a new staff account', () => {
  it('is lower-cased and trimmed', () => {
    expect(
      newStaffMemberSchema.parse({
        email: ' Aisha@Staff.Example.qa ',
        name: ' Aisha ',
        role: 'sales',
      }),
    ).toEqual({
      ok: true,
      value: { email: 'aisha@staff.example.qa', name: 'Aisha', role: 'sales' },
    })
  })

  it('is refused with an unknown role, a bad address, or a name over lines', () => {
    const valid = { email: 'a@staff.example.qa', name: 'A', role: 'sales' }
    expect(newStaffMemberSchema.parse({ ...valid, role: 'root' })).toMatchObject({
      ok: false,
      fields: { role: staffMessages.badRole },
    })
    expect(newStaffMemberSchema.parse({ ...valid, email: 'a@b' })).toMatchObject({
      ok: false,
      fields: { email: staffMessages.badEmail },
    })
    expect(newStaffMemberSchema.parse({ ...valid, name: 'A\nB' })).toMatchObject({
      ok: false,
      fields: { name: staffMessages.badName(100) },
    })
  })
})

describe('staff request bodies', () => {
  it('take only a 43-character base64url token', () => {
    expect(linkTokenSchema.parse({ token: 'A'.repeat(43) }).ok).toBe(true)
    for (const token of ['A'.repeat(42), `${'A'.repeat(42)}=`, 43, undefined])
      expect(linkTokenSchema.parse({ token }).ok).toBe(false)
  })

  it('take a positive whole id and a true or false', () => {
    expect(memberStatusSchema.parse({ id: 3, disabled: true })).toEqual({
      ok: true,
      value: { id: 3, disabled: true },
    })
    for (const body of [
      { id: 0, disabled: true },
      { id: 1.5, disabled: true },
      { id: 2, disabled: 'yes' },
    ])
      expect(memberStatusSchema.parse(body).ok).toBe(false)
  })
})

describe('passkey requests', () => {
  const id = 'AbC_12-xyz'

  it('take a passkey by its base64url credential id, and nothing else', () => {
    expect(passkeyIdSchema.parse({ passkey: id })).toEqual({ ok: true, value: { passkey: id } })
    for (const passkey of ['', 'has space', 'a'.repeat(1401), 42, null])
      expect(passkeyIdSchema.parse({ passkey })).toMatchObject({
        ok: false,
        error: staffMessages.badPasskeyId,
      })
  })

  it('take a trimmed name of at most 60 characters on one line', () => {
    expect(passkeyNameSchema.parse({ passkey: id, name: '  Work laptop ' })).toEqual({
      ok: true,
      value: { passkey: id, name: 'Work laptop' },
    })
    expect(passkeyNameSchema.parse({ passkey: id, name: 'هاتفي' })).toMatchObject({ ok: true })
    for (const name of ['', '   ', 'x'.repeat(61), 'a\nb', 'a\u0000b', 'Evil\u202Egnp.exe', 7])
      expect([name, passkeyNameSchema.parse({ passkey: id, name })]).toMatchObject([
        name,
        { ok: false, fields: { name: staffMessages.badPasskeyName(60) } },
      ])
    expect(passkeyNameSchema.parse({ passkey: '', name: 'Phone' })).toMatchObject({
      ok: false,
      error: staffMessages.badPasskeyId,
    })
  })

  it("take an admin's revocation as an account id and one of its passkeys", () => {
    expect(memberPasskeySchema.parse({ id: 3, passkey: id })).toEqual({
      ok: true,
      value: { id: 3, passkey: id },
    })
    expect(memberPasskeySchema.parse({ id: 0, passkey: id })).toMatchObject({
      error: staffMessages.badId,
    })
    expect(memberPasskeySchema.parse({ id: 3 })).toMatchObject({
      error: staffMessages.badPasskeyId,
    })
  })
})
