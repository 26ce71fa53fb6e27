/**
 * Staff routes of the people domain under /api/staff/: enrolment and sign-in with passkeys (or a
 * one-time link by e-mail), the signed-in person's sessions and passkeys, and, for admins, the
 * accounts. Each route names its guard (console.ts): a live session with the right role, and for
 * a change, JSON from the console's own origin; sign-in is rate-limited as well.
 */
import type { FastifyInstance } from 'fastify'

import {
  linkTokenSchema,
  memberStatusSchema,
  newStaffMemberSchema,
  passkeyAnswerSchema,
  recordIdSchema,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  signInLinkSchema,
  type NewStaffMember,
  type PasskeyAnswer,
} from '@contract/staff.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { AuditStore } from '../audit/index.ts'
import { addMember, issueLink } from './members.ts'
import type { PasskeyStore } from './passkey-queries.ts'
import { passkeyRoutes } from './passkey-routes.ts'
import { authenticationOptions, verifiedSignIn, type RelyingParty } from './passkeys.ts'
import type { StaffStore } from './queries.ts'
import {
  actor,
  clearedSessionCookie,
  type ConsoleGuards,
  staffOf,
  startSession,
} from './session.ts'
import { tokenHash } from './tokens.ts'

export type PeopleOptions = {
  repo: StaffStore & PasskeyStore & AuditStore
  party: RelyingParty
  /**
   * Whether staff e-mail goes out: production without SMTP holds mail, and a link would be stale
   * by the time it went, so nothing is queued then (the answers stay the same).
   */
  mails: boolean
  signInPerMinute: number
  /** Wakes the outbox when staff e-mail or a posted stage's subscriber e-mails are queued. */
  onNotification?: () => void
}

export function peopleRoutes(app: FastifyInstance, options: PeopleOptions, guards: ConsoleGuards) {
  const { repo, party } = options
  const { writes, member, admin } = guards
  // No skipOnError: sign-in is refused while a shared store (Redis) cannot count it (ADR 031).
  const signInLimit = { rateLimit: { max: options.signInPerMinute, timeWindow: 60_000 } }
  const notify = options.onNotification ?? (() => {})

  passkeyRoutes(app, {
    repo,
    party,
    guards: { writes, member, admin },
    mails: options.mails,
    notify,
    signInLimit,
  })

  const refused = (action: string, ip: string, after?: Record<string, unknown>) =>
    repo.audit({ actorId: null, actorName: null, ip, action, after })

  app.post<{ Reply: unknown }>(
    '/api/staff/sign-in/options',
    { onRequest: writes, config: signInLimit },
    async () => authenticationOptions(repo, party),
  )

  app.post<{ Body: PasskeyAnswer; Reply: unknown }>(
    '/api/staff/sign-in',
    { schema: { body: passkeyAnswerSchema }, onRequest: writes, config: signInLimit },
    async (request, reply) => {
      const signed = await verifiedSignIn(repo, party, request.body)
      const account = signed === null ? null : await repo.staffMember(signed.accountId)
      if (!signed || !account || account.disabled) {
        await refused('staff.sign-in-refused', request.ip, { with: 'passkey' })
        return reply.code(401).send({ error: staffMessages.passkeyRefused })
      }
      await startSession(repo, request, reply, account, {
        with: 'passkey',
        passkey: signed.credentialId,
      })
      return { member: publicMember(account) }
    },
  )

  app.post<{ Body: { email: string }; Reply: unknown }>(
    '/api/staff/sign-in/email',
    {
      schema: { body: signInLinkSchema },
      onRequest: writes,
      config: signInLimit,
      // The look-up and the e-mail (its link drawn when it goes) come once the answer has left.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return
        const { body, ip, log } = request
        setImmediate(() => {
          requestedLink(body.email, ip).catch((error: unknown) =>
            log.error({ error: String(error) }, 'sign-in link request failed'),
          )
        })
      },
    },
    // The same answer for every address, before anything is looked up: it never says, nor takes
    // longer to say, whether an address has an account.
    async (_request, reply) => reply.code(202).send({ message: staffMessages.linkSent }),
  )

  app.post<{ Body: { token: string }; Reply: unknown }>(
    '/api/staff/sign-in/link',
    { schema: { body: linkTokenSchema }, onRequest: writes, config: signInLimit },
    async (request, reply) => {
      const accountId = await repo.useStaffLink(tokenHash(request.body.token), 'sign-in')
      const account = accountId === null ? null : await repo.staffMember(accountId)
      if (!account) {
        await refused('staff.sign-in-refused', request.ip, { with: 'link' })
        return reply.code(410).send({ error: staffMessages.usedLink })
      }
      await startSession(repo, request, reply, account, { with: 'link' })
      return { member: publicMember(account) }
    },
  )

  async function requestedLink(email: string, ip: string) {
    const account = await repo.staffMemberByEmail(email)
    if (!account || account.disabled) return refused('staff.link-refused', ip)
    await repo.requestSignInLink(
      account.id,
      {
        actorId: null,
        actorName: null,
        ip,
        action: 'staff.link-requested',
        recordType: 'staff',
        recordId: account.id,
      },
      options.mails,
    )
    if (options.mails) notify()
  }

  app.get('/api/staff/me', { onRequest: member }, async (request) => ({
    member: staffOf(request).member,
  }))

  app.get('/api/staff/sessions', { onRequest: member }, async (request) => {
    const { member: me, sessionId } = staffOf(request)
    const sessions = await repo.sessionsOf(me.id, SESSION_IDLE_MS, SESSION_MAX_MS)
    return {
      sessions: sessions.map(({ accountId: _account, ...session }) => ({
        ...session,
        current: session.id === sessionId,
      })),
    }
  })

  app.post<{ Body: { id: number }; Reply: unknown }>(
    '/api/staff/sessions/revoke',
    { schema: { body: recordIdSchema }, onRequest: [writes, member] },
    async (request, reply) => {
      const { member: me } = staffOf(request)
      const revoked = await repo.revokeSession(request.body.id, me.id, {
        ...actor(request, 'staff.session-revoked'),
        recordType: 'session',
        recordId: request.body.id,
      })
      return revoked ? { ok: true } : reply.code(404).send({ error: staffMessages.noSuchSession })
    },
  )

  app.post<{ Reply: unknown }>(
    '/api/staff/sign-out',
    { onRequest: [writes, member] },
    async (request, reply) => {
      const { member: me, sessionId } = staffOf(request)
      await repo.revokeSession(sessionId, me.id, {
        ...actor(request, 'staff.signed-out'),
        recordType: 'session',
        recordId: sessionId,
      })
      return reply.header('set-cookie', clearedSessionCookie).send({ ok: true })
    },
  )

  app.post<{ Reply: unknown }>(
    '/api/staff/sign-out/everywhere',
    { onRequest: [writes, member] },
    async (request, reply) => {
      const { member: me } = staffOf(request)
      await repo.revokeAllSessions(me.id, {
        ...actor(request, 'staff.signed-out-everywhere'),
        recordType: 'staff',
        recordId: me.id,
      })
      return reply.header('set-cookie', clearedSessionCookie).send({ ok: true })
    },
  )

  app.get('/api/staff/members', { onRequest: admin }, async () => ({
    members: (await repo.staffMembers()).map((account) => ({
      ...publicMember(account),
      disabled: account.disabled,
    })),
  }))

  app.post<{ Body: NewStaffMember; Reply: unknown }>(
    '/api/staff/members',
    { schema: { body: newStaffMemberSchema }, onRequest: [writes, admin] },
    async (request, reply) => {
      const added = await addMember(
        repo,
        party.origin,
        request.body,
        actor(request, 'staff.added'),
        options.mails,
      )
      if (!added) return reply.code(409).send({ error: staffMessages.emailTaken })
      if (options.mails) notify()
      return reply.code(201).send(added)
    },
  )

  app.post<{ Body: { id: number; disabled: boolean }; Reply: unknown }>(
    '/api/staff/members/disable',
    { schema: { body: memberStatusSchema }, onRequest: [writes, admin] },
    async (request, reply) => {
      const { id, disabled } = request.body
      if (id === staffOf(request).member.id)
        return reply.code(400).send({ error: staffMessages.ownAccount })
      const changed = await repo.setStaffDisabled(id, disabled, {
        ...actor(request, disabled ? 'staff.disabled' : 'staff.enabled'),
        recordType: 'staff',
        recordId: id,
        before: { disabled: !disabled },
        after: { disabled },
      })
      return changed ? { ok: true } : reply.code(404).send({ error: staffMessages.noSuchMember })
    },
  )

  app.post<{ Body: { id: number }; Reply: unknown }>(
    '/api/staff/members/link',
    { schema: { body: recordIdSchema }, onRequest: [writes, admin] },
    async (request, reply) => {
      const account = await repo.staffMember(request.body.id)
      if (!account || account.disabled)
        return reply.code(404).send({ error: staffMessages.noSuchMember })
      // An admin's link would let another admin sign in as them: refused (the CLI makes one).
      if (account.role === 'admin') return reply.code(403).send({ error: staffMessages.adminLink })
      const enrolUrl = await issueLink(
        repo,
        party.origin,
        account,
        'enrol',
        actor(request, 'staff.link-issued'),
        options.mails,
      )
      if (options.mails) notify()
      return { enrolUrl }
    },
  )
}

const publicMember = ({
  id,
  email,
  name,
  role,
}: {
  id: number
  email: string
  name: string
  role: NewStaffMember['role']
}) => ({ id, email, name, role })
