/**
 * The staff API under /api/staff/: enrolment and sign-in with passkeys (or a one-time link by
 * e-mail), the signed-in person's sessions, and, for admins, the accounts and the audit trail.
 * Every route is refused unless its guard passes: a live session with the right role, and for a
 * change, JSON from the console's own origin.
 */
import type { FastifyInstance } from 'fastify'

import type { ErrorBody } from '../../../shared/contract/messages.ts'
import {
  enrolmentAnswerSchema,
  linkTokenSchema,
  memberStatusSchema,
  newStaffMemberSchema,
  passkeyAnswerSchema,
  recordIdSchema,
  signInLinkSchema,
  type NewStaffMember,
  type PasskeyAnswer,
} from '../../../shared/contract/staff.ts'
import { staffMessages } from '../../../shared/contract/staff-messages.ts'
import type { StaffLinkMail } from '../notifications/index.ts'
import { addMember, issueLink } from './members.ts'
import {
  authenticationOptions,
  registrationOptions,
  verifiedPasskey,
  verifiedSignIn,
  type RelyingParty,
} from './passkeys.ts'
import type { LeadStore } from './leads-queries.ts'
import { leadRoutes } from './leads-routes.ts'
import type { LeadSignal } from './live.ts'
import type { AuditFilter, StaffStore } from './queries.ts'
import { serviceRoutes } from './service-routes.ts'
import { shipmentRoutes, type ShipmentStore } from './shipments/index.ts'
import {
  actor,
  clearedSessionCookie,
  consoleWritesOnly,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  signedIn,
  staffOf,
  startSession,
  tokenHash,
} from './session.ts'

export type StaffOptions = {
  repo: StaffStore & LeadStore & ShipmentStore
  party: RelyingParty
  /** Queues a link's e-mail (production without SMTP sends none; the answer is the same). */
  mailLink: (mail: StaffLinkMail) => Promise<void>
  signInPerMinute: number
  /** Heard by every console connected to this instance when a lead arrives or changes. */
  leadSignal: LeadSignal
  /** How what leaves the site is getting there (the CRM's lead webhook), for the console. */
  deliveries: () => Promise<unknown>
  /** The health check's whole report, which the public answer leaves out, for admins. */
  health: () => Promise<unknown>
  /** Wakes the outbox when a posted stage has queued subscribers' e-mails. */
  onNotification?: () => void
}

const AUDIT_PAGE = 100

const numberIn = (value: unknown) =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined
const textIn = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.length <= 100 ? value.trim() : undefined

export async function registerStaff(root: FastifyInstance, options: StaffOptions) {
  await root.register(async (app) => staffRoutes(app, options))
}

function staffRoutes(app: FastifyInstance, options: StaffOptions) {
  const { repo, party } = options
  const writes = consoleWritesOnly([party.origin])
  // No skipOnError: sign-in is refused while a shared store (Redis) cannot count it (ADR 031).
  const signInLimit = { rateLimit: { max: options.signInPerMinute, timeWindow: 60_000 } }
  const member = signedIn(repo)
  const admin = signedIn(repo, 'staff')
  const auditor = signedIn(repo, 'audit')
  const leads = signedIn(repo, 'leads')
  leadRoutes(app, repo, { writes, leads }, options.leadSignal)
  shipmentRoutes(
    app,
    repo,
    { writes, shipments: signedIn(repo, 'shipments') },
    options.onNotification ?? (() => {}),
  )

  serviceRoutes(app, { leads, admin }, options)

  // Nothing a staff route answers may stay in a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  const refused = (action: string, ip: string, after?: Record<string, unknown>) =>
    repo.audit({ actorId: null, actorName: null, ip, action, after })

  app.post<{ Body: { token: string }; Reply: unknown }>(
    '/api/staff/enrol/options',
    { schema: { body: linkTokenSchema }, onRequest: writes, config: signInLimit },
    async (request, reply) => {
      const account = await repo.staffLinkAccount(tokenHash(request.body.token), 'enrol')
      if (!account) return reply.code(410).send({ error: staffMessages.usedLink })
      const { challengeId, options: creation } = await registrationOptions(repo, party, account)
      return { challengeId, options: creation, name: account.name }
    },
  )

  app.post<{ Body: PasskeyAnswer & { token: string }; Reply: unknown }>(
    '/api/staff/enrol',
    { schema: { body: enrolmentAnswerSchema }, onRequest: writes, config: signInLimit },
    async (request, reply) => {
      const hash = tokenHash(request.body.token)
      const account = await repo.staffLinkAccount(hash, 'enrol')
      if (!account) return reply.code(410).send({ error: staffMessages.usedLink })
      const passkey = await verifiedPasskey(repo, party, account.id, request.body)
      // The link is used up only by a passkey that was made, so a cancelled prompt can retry.
      if (!passkey || (await repo.useStaffLink(hash, 'enrol')) === null) {
        await refused('staff.enrolment-refused', request.ip, { account: account.id })
        return reply.code(400).send({ error: staffMessages.passkeyRefused })
      }
      const by = { actorId: account.id, actorName: account.name, ip: request.ip }
      await repo.addPasskey(passkey, {
        ...by,
        action: 'staff.passkey-added',
        recordType: 'staff',
        recordId: account.id,
      })
      await startSession(repo, request, reply, account, { with: 'enrolment' })
      return { member: publicMember(account) }
    },
  )

  app.post<{ Reply: unknown }>(
    '/api/staff/sign-in/options',
    { onRequest: writes, config: signInLimit },
    async () => authenticationOptions(repo, party),
  )

  app.post<{ Body: PasskeyAnswer; Reply: unknown }>(
    '/api/staff/sign-in',
    { schema: { body: passkeyAnswerSchema }, onRequest: writes, config: signInLimit },
    async (request, reply) => {
      const accountId = await verifiedSignIn(repo, party, request.body)
      const account = accountId === null ? null : await repo.staffMember(accountId)
      if (!account || account.disabled) {
        await refused('staff.sign-in-refused', request.ip, { with: 'passkey' })
        return reply.code(401).send({ error: staffMessages.passkeyRefused })
      }
      await startSession(repo, request, reply, account, { with: 'passkey' })
      return { member: publicMember(account) }
    },
  )

  app.post<{ Body: { email: string }; Reply: unknown }>(
    '/api/staff/sign-in/email',
    { schema: { body: signInLinkSchema }, onRequest: writes, config: signInLimit },
    async (request, reply) => {
      const account = await repo.staffMemberByEmail(request.body.email)
      if (account && !account.disabled) {
        const url = await issueLink(repo, party.origin, account, 'sign-in', {
          actorId: null,
          actorName: null,
          ip: request.ip,
          action: 'staff.link-requested',
        })
        await options.mailLink({ to: recipient(account), url, purpose: 'sign-in' })
      } else await refused('staff.link-refused', request.ip)
      // The same answer either way: it never says whether an address has an account.
      return reply.code(202).send({ message: staffMessages.linkSent })
    },
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

  app.get('/api/staff/me', { onRequest: member }, async (request) => ({
    member: staffOf(request).member,
  }))

  app.post<{ Reply: unknown }>(
    '/api/staff/passkeys/options',
    { onRequest: [writes, member] },
    async (request, reply) => {
      const account = await repo.staffMember(staffOf(request).member.id)
      if (!account) return reply.code(401).send({ error: staffMessages.signedOut })
      return registrationOptions(repo, party, account)
    },
  )

  app.post<{ Body: PasskeyAnswer; Reply: unknown }>(
    '/api/staff/passkeys',
    { schema: { body: passkeyAnswerSchema }, onRequest: [writes, member] },
    async (request, reply) => {
      const { id } = staffOf(request).member
      const passkey = await verifiedPasskey(repo, party, id, request.body)
      if (!passkey) return reply.code(400).send({ error: staffMessages.passkeyRefused })
      await repo.addPasskey(passkey, {
        ...actor(request, 'staff.passkey-added'),
        recordType: 'staff',
        recordId: id,
      })
      return { ok: true }
    },
  )

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
      const added = await addMember(repo, party.origin, request.body, actor(request, 'staff.added'))
      if (!added) return reply.code(409).send({ error: staffMessages.emailTaken })
      await options.mailLink({ to: recipient(request.body), url: added.enrolUrl, purpose: 'enrol' })
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
      const enrolUrl = await issueLink(
        repo,
        party.origin,
        account,
        'enrol',
        actor(request, 'staff.link-issued'),
      )
      await options.mailLink({ to: recipient(account), url: enrolUrl, purpose: 'enrol' })
      return { enrolUrl }
    },
  )

  app.get<{ Querystring: Record<string, unknown>; Reply: unknown | ErrorBody }>(
    '/api/staff/audit',
    { onRequest: auditor },
    async (request) => {
      const query = request.query
      const filter: AuditFilter = {
        actorId: numberIn(query.actor),
        action: textIn(query.action),
        recordType: textIn(query.record),
        from: numberIn(query.from),
        to: numberIn(query.to),
        before: numberIn(query.before),
        limit: AUDIT_PAGE,
      }
      return { entries: await repo.auditTrail(filter) }
    },
  )
}

const recipient = ({ email, name }: { email: string; name: string }) => ({ email, name })

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
