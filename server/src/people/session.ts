/**
 * Who is asking, for every staff request: the session its cookie names (kept in the database, so
 * every instance knows it), the role that session's account holds, and, for anything that
 * changes something, proof that the request comes from the console's own pages.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'

import { serverMessages } from '@contract/server-messages.ts'
import { requestLocale } from '../http/index.ts'
import {
  can,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  type StaffAbility,
  type StaffMember,
} from '@contract/staff.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { AuditEntry } from '../audit/index.ts'
import type { StaffStore } from './queries.ts'
import { newToken, tokenHash } from './tokens.ts'

/** `__Host-`: the browser keeps it only if it is Secure, for this host alone and for every path. */
const SESSION_COOKIE = '__Host-staff'
/** A session's last use is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000

function sessionCookie(token: string) {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${SESSION_MAX_MS / 1000}`
}
export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`

function sessionToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return value.join('=') || null
  }
  return null
}

/**
 * What a route knows of the person once the guard let the request through; `passkeyAt` is when
 * the session began with a user-verified passkey sign-in (null for a link or an enrolment).
 */
export type Staff = { member: StaffMember; sessionId: number; passkeyAt: number | null }

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Staff
  }
}

/** The staff member behind a guarded request (the guard has made sure there is one). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new Error('A staff route ran without its guard.')
  return request.staff
}

/** The audit trail's "who and from where" for this request. */
export function actor(request: FastifyRequest, action: string): AuditEntry {
  const member = request.staff?.member
  return { actorId: member?.id ?? null, actorName: member?.name ?? null, ip: request.ip, action }
}

const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error })

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The guards the console's routes choose from, made once for its scope (console.ts). */
export type ConsoleGuards = {
  /** A change: JSON from the console's origin. */
  writes: onRequestHookHandler
  /** Any live session. */
  member: onRequestHookHandler
  /** A live session whose role may manage accounts. */
  admin: onRequestHookHandler
  /** … may read the audit trail. */
  auditor: onRequestHookHandler
  /** … may work leads. */
  leads: onRequestHookHandler
  /** … may keep shipments. */
  shipments: onRequestHookHandler
}

/**
 * Refuses a change that is not JSON sent from one of `origins`. Unlike the public forms, a
 * missing Origin is refused too: every browser names it on a console's fetch, so only something
 * else would leave it out.
 */
export function consoleWritesOnly(origins: string[]): onRequestHookHandler {
  return async (request, reply) => {
    if (!WRITES.has(request.method)) return
    const origin = request.headers.origin
    if (origin === undefined) return refuse(reply, 403, staffMessages.missingOrigin)
    if (!origins.includes(origin)) return refuse(reply, 403, serverMessages.foreignOrigin)
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/json') return refuse(reply, 415, serverMessages.jsonOnly)
  }
}

/**
 * The guard of a signed-in route: 401 without a live session, 403 when the account's role may
 * not do `ability`. A live session's last use moves on, so it stays open while it is used.
 */
export function signedIn(repo: StaffStore, ability?: StaffAbility): onRequestHookHandler {
  return async (request, reply) => {
    const token = sessionToken(request)
    const session = token
      ? await repo.liveSession(tokenHash(token), SESSION_IDLE_MS, SESSION_MAX_MS)
      : null
    if (!session) return refuse(reply, 401, staffMessages.signedOut)
    if (ability && !can(session.member.role, ability))
      return refuse(reply, 403, staffMessages.forbidden)
    if (Date.now() - session.lastSeenAt >= TOUCH_EVERY_MS)
      await repo.touchSession(session.sessionId)
    const { id, email, name, role } = session.member
    request.staff = {
      member: { id, email, name, role },
      sessionId: session.sessionId,
      passkeyAt: session.passkeyAt,
    }
  }
}

/** Whether the session a guarded request came with is live still (for a stream held open). */
export async function stillSignedIn(repo: StaffStore, request: FastifyRequest) {
  const token = sessionToken(request)
  return (
    token !== null &&
    (await repo.liveSession(tokenHash(token), SESSION_IDLE_MS, SESSION_MAX_MS)) !== null
  )
}

/**
 * Opens a session for `member` with a fresh token (a new id at every sign-in; the session the
 * request's cookie named, if any, ends), audited with how they signed in, and sets its cookie.
 * The console's language (its requests' Accept-Language) becomes the member's e-mail language.
 */
export async function startSession(
  repo: StaffStore,
  request: FastifyRequest,
  reply: FastifyReply,
  member: StaffMember,
  how: { with: 'passkey'; passkey: string } | { with: 'link' | 'enrolment' },
) {
  const token = newToken()
  const previous = sessionToken(request)
  await repo.startSession(
    tokenHash(token),
    member.id,
    {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      replaces: previous ? tokenHash(previous) : null,
      locale: requestLocale(request),
      passkey: how.with === 'passkey' ? how.passkey : null,
    },
    {
      actorId: member.id,
      actorName: member.name,
      ip: request.ip,
      action: 'staff.signed-in',
      recordType: 'staff',
      recordId: member.id,
      after: { with: how.with },
    },
  )
  reply.header('set-cookie', sessionCookie(token))
}
