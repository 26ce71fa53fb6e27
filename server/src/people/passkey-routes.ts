/**
 * Staff routes, behind the console's guards (`member`, `admin`, and `writes` for a change):
 * passkeys under /api/staff/. Enrolment through a link (the link is its guard), and for a
 * signed-in member their own passkeys (listed, named, added after a fresh passkey sign-in,
 * removed); admins list and take back anyone's. Every add and removal is audited and, when mail
 * goes out, told to the member.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'

import {
  enrolmentAnswerSchema,
  linkTokenSchema,
  memberPasskeySchema,
  passkeyAnswerSchema,
  passkeyIdSchema,
  passkeyNameSchema,
  positiveId,
  type PasskeyAnswer,
  type StaffMember,
} from '@contract/staff.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { AuditStore } from '../audit/index.ts'
import type { PasskeyStore } from './passkey-queries.ts'
import { registrationOptions, verifiedPasskey, type RelyingParty } from './passkeys.ts'
import type { StaffStore } from './queries.ts'
import { actor, staffOf, startSession } from './session.ts'
import { tokenHash } from './tokens.ts'

/** How long a passkey sign-in vouches for adding another passkey. */
const FRESH_SIGN_IN_MS = 5 * 60_000

export type PasskeyRouteOptions = {
  repo: StaffStore & PasskeyStore & AuditStore
  party: RelyingParty
  guards: {
    writes: onRequestHookHandler
    member: onRequestHookHandler
    admin: onRequestHookHandler
  }
  /** Whether e-mail goes out (production without SMTP holds it: nothing is queued then). */
  mails: boolean
  /** Wakes the outbox after an e-mail was queued. */
  notify: () => void
  signInLimit: { rateLimit: { max: number; timeWindow: number } }
}

export function passkeyRoutes(app: FastifyInstance, options: PasskeyRouteOptions) {
  const { repo, party, guards, mails } = options
  const { writes, member, admin } = guards
  const told = () => {
    if (mails) options.notify()
  }
  const config = options.signInLimit

  /**
   * Whether `account` may lose its last passkey: only if an admin could send it a new enrolment
   * link, and no admin may make one for another admin.
   */
  async function mayLoseLast(account: StaffMember) {
    if (account.role === 'admin') return false
    return (await repo.staffMembers()).some((other) => other.role === 'admin' && !other.disabled)
  }

  /** A user-verified passkey sign-in began this session within the last 5 minutes. */
  const freshlySignedIn = (request: FastifyRequest) => {
    const { passkeyAt } = staffOf(request)
    return passkeyAt !== null && Date.now() - passkeyAt <= FRESH_SIGN_IN_MS
  }

  app.post<{ Body: { token: string }; Reply: unknown }>(
    '/api/staff/enrol/options',
    { schema: { body: linkTokenSchema }, onRequest: writes, config },
    async (request, reply) => {
      const account = await repo.staffLinkAccount(tokenHash(request.body.token), 'enrol')
      if (!account) return reply.code(410).send({ error: staffMessages.usedLink })
      const { challengeId, options: creation } = await registrationOptions(repo, party, account)
      return { challengeId, options: creation, name: account.name }
    },
  )

  app.post<{ Body: PasskeyAnswer & { token: string }; Reply: unknown }>(
    '/api/staff/enrol',
    { schema: { body: enrolmentAnswerSchema }, onRequest: writes, config },
    async (request, reply) => {
      const hash = tokenHash(request.body.token)
      const account = await repo.staffLinkAccount(hash, 'enrol')
      if (!account) return reply.code(410).send({ error: staffMessages.usedLink })
      const refused = (why: string) =>
        repo.audit({
          actorId: null,
          actorName: null,
          ip: request.ip,
          action: 'staff.enrolment-refused',
          after: { account: account.id, why },
        })
      const passkey = await verifiedPasskey(repo, party, account.id, request.body)
      if (!passkey) {
        await refused('answer')
        return reply.code(400).send({ error: staffMessages.passkeyRefused })
      }
      const by = {
        actorId: account.id,
        actorName: account.name,
        ip: request.ip,
        action: 'staff.passkey-added',
        recordType: 'staff',
        recordId: account.id,
      }
      // The passkey and the link's use commit together: a passkey stored already (found first,
      // or failing the insert after a race) leaves the link as it was.
      const taken = async () => {
        await refused('registered already')
        return reply.code(409).send({ error: staffMessages.passkeyTaken })
      }
      if (await repo.passkeyTaken(passkey.credentialId)) return taken()
      let enrolled: boolean
      try {
        enrolled = await repo.enrolPasskey(hash, passkey, by, mails)
      } catch (error) {
        if (await repo.passkeyTaken(passkey.credentialId)) return taken()
        throw error
      }
      if (!enrolled) {
        await refused('link used meanwhile')
        return reply.code(410).send({ error: staffMessages.usedLink })
      }
      told()
      await startSession(repo, request, reply, account, { with: 'enrolment' })
      const { id, email, name, role } = account
      return { member: { id, email, name, role } }
    },
  )

  app.post<{ Reply: unknown }>(
    '/api/staff/passkeys/options',
    { onRequest: [writes, member] },
    async (request, reply) => {
      if (!freshlySignedIn(request))
        return reply.code(428).send({ error: staffMessages.freshSignIn })
      const account = await repo.staffMember(staffOf(request).member.id)
      if (!account) return reply.code(401).send({ error: staffMessages.signedOut })
      return registrationOptions(repo, party, account)
    },
  )

  app.post<{ Body: PasskeyAnswer; Reply: unknown }>(
    '/api/staff/passkeys',
    { schema: { body: passkeyAnswerSchema }, onRequest: [writes, member] },
    async (request, reply) => {
      if (!freshlySignedIn(request))
        return reply.code(428).send({ error: staffMessages.freshSignIn })
      const { id } = staffOf(request).member
      const passkey = await verifiedPasskey(repo, party, id, request.body)
      if (!passkey) return reply.code(400).send({ error: staffMessages.passkeyRefused })
      if (await repo.passkeyTaken(passkey.credentialId))
        return reply.code(409).send({ error: staffMessages.passkeyTaken })
      await repo.addPasskey(
        passkey,
        { ...actor(request, 'staff.passkey-added'), recordType: 'staff', recordId: id },
        mails,
      )
      told()
      return { ok: true, passkey: passkey.credentialId }
    },
  )

  app.get('/api/staff/passkeys', { onRequest: member }, async (request) => {
    const { member: me } = staffOf(request)
    return {
      passkeys: await repo.passkeyListing(me.id),
      lastRemovable: await mayLoseLast(me),
    }
  })

  app.post<{ Body: { passkey: string; name: string }; Reply: unknown }>(
    '/api/staff/passkeys/rename',
    { schema: { body: passkeyNameSchema }, onRequest: [writes, member] },
    async (request, reply) => {
      const { id } = staffOf(request).member
      const renamed = await repo.renamePasskey(id, request.body.passkey, request.body.name, {
        ...actor(request, 'staff.passkey-renamed'),
        recordType: 'staff',
        recordId: id,
      })
      return renamed ? { ok: true } : reply.code(404).send({ error: staffMessages.noSuchPasskey })
    },
  )

  /** Takes one of `owner`'s passkeys away; its own last one only if an admin can re-link. */
  async function takeBack(
    request: FastifyRequest,
    owner: StaffMember,
    passkey: string,
    how: 'removed' | 'revoked',
  ) {
    const listed = await repo.passkeyListing(owner.id)
    if (!listed.some((each) => each.id === passkey))
      return { status: 404, body: { error: staffMessages.noSuchPasskey } }
    const own = owner.id === staffOf(request).member.id
    const keep = own && !(await mayLoseLast(owner)) ? 1 : 0
    const removed = await repo.removePasskey(
      owner.id,
      passkey,
      keep,
      { ...actor(request, `staff.passkey-${how}`), recordType: 'staff', recordId: owner.id },
      mails ? `passkey-${how}` : null,
    )
    if (removed === null) return { status: 409, body: { error: staffMessages.lastPasskey } }
    told()
    return { status: 200, body: { ok: true } }
  }

  app.post<{ Body: { passkey: string }; Reply: unknown }>(
    '/api/staff/passkeys/remove',
    { schema: { body: passkeyIdSchema }, onRequest: [writes, member] },
    async (request, reply) => {
      const answer = await takeBack(
        request,
        staffOf(request).member,
        request.body.passkey,
        'removed',
      )
      return reply.code(answer.status).send(answer.body)
    },
  )

  app.get<{ Params: { id: string }; Reply: unknown }>(
    '/api/staff/members/:id/passkeys',
    { onRequest: admin },
    async (request, reply) => {
      const id = positiveId(Number(request.params.id))
      const account = id === null ? null : await repo.staffMember(id)
      if (!account) return reply.code(404).send({ error: staffMessages.noSuchMember })
      return { passkeys: await repo.passkeyListing(account.id) }
    },
  )

  app.post<{ Body: { id: number; passkey: string }; Reply: unknown }>(
    '/api/staff/members/passkeys/revoke',
    { schema: { body: memberPasskeySchema }, onRequest: [writes, admin] },
    async (request, reply) => {
      const account = await repo.staffMember(request.body.id)
      if (!account) return reply.code(404).send({ error: staffMessages.noSuchMember })
      const own = account.id === staffOf(request).member.id
      const answer = await takeBack(
        request,
        account,
        request.body.passkey,
        own ? 'removed' : 'revoked',
      )
      return reply.code(answer.status).send(answer.body)
    },
  )
}
