import { timingSafeEqual } from 'node:crypto'
import { isIPv6 } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { MAX_TRACKING_ID, type RevealRequest } from '@contract/jobs.ts'
import type { ErrorBody } from '@contract/messages.ts'
import { privacyMessages } from '@contract/tracking-messages.ts'

import type { Config } from '../config.ts'
import type { Logger } from '../http/index.ts'

import type { Job } from './queries.ts'
import type { TrackingStore } from './tracking-queries.ts'
import type { SecondFactorStore } from './second-factor-queries.ts'

const HOUR = 3_600_000

export type SecondFactorOutcome =
  | { ok: true; job: Job }
  | { ok: false; status: 403; body: ErrorBody }
  /** `retryAfter`: seconds until the window that refused it ends. */
  | { ok: false; status: 429; body: ErrorBody; retryAfter: number }

/** The last 4 digits of a contact number; null when it has fewer. */
function lastFour(number: string | null): string | null {
  const digits = number?.replace(/\D/g, '') ?? ''
  return digits.length >= 4 ? digits.slice(-4) : null
}

// Stands in for a missing side, so a comparison happens, and costs the same, either way.
const NOTHING = Buffer.from('----')

/**
 * Who a client is for counting: its IPv4 address, or its IPv6 /64, the block one home or server is
 * given, so that walking through its own addresses does not make a client many.
 */
export function clientOf(ip: string): string {
  const address = ip.startsWith('::ffff:') && !isIPv6(ip.slice(7)) ? ip.slice(7) : ip
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Runs `work` and answers no sooner than `ms` after it began, whatever it found: a slow answer
 * must not tell a number that exists from one that does not.
 */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    const left = ms - (performance.now() - started)
    if (left > 0) await sleep(left)
  }
}

/**
 * The second factor that shows a job's personal fields: the last 4 digits of the contact number
 * on file. A wrong answer, an unknown number and a malformed request are one and the same to the
 * caller. Wrong answers are limited in an hour from the first: per client (its address, or its
 * IPv6 /64), tightly, and per tracking number, from all clients together, at a ceiling high
 * enough that one stranger cannot lock the owner out (docs/decisions/026). The limits are checked
 * before the digits, so a limited caller learns nothing more.
 */
export function secondFactor(
  repo: SecondFactorStore & Pick<TrackingStore, 'findJobs'>,
  settings: Config['privacy'],
) {
  return async function check(
    request: RevealRequest,
    clientIp: string,
    log: Logger,
  ): Promise<SecondFactorOutcome> {
    const id = request.tracking_id.trim()
    const trackingId = id && id.length <= MAX_TRACKING_ID ? id.toUpperCase() : null
    const client = clientOf(clientIp)
    const { byNumber, byClient } = await repo.countAttempt(trackingId, client, HOUR)
    const limitedBy =
      byClient.count > settings.attemptsPerHour
        ? byClient
        : byNumber.count > settings.numberAttemptsPerHour
          ? byNumber
          : null
    if (limitedBy) {
      await repo.forgetAttempt(trackingId, client)
      log.warn(
        { trackingId, clientIp, limitedBy: limitedBy === byClient ? 'client' : 'number' },
        'second factor refused: too many wrong answers in the last hour',
      )
      return {
        ok: false,
        status: 429,
        body: { error: privacyMessages.tooManyAttempts },
        retryAfter: Math.max(1, Math.ceil((limitedBy.endsAt - Date.now()) / 1000)),
      }
    }
    const [job] = trackingId ? await repo.findJobs(trackingId) : []
    const expected = lastFour(job?.contact_number ?? null)
    const given = request.contact_last4.length === NOTHING.length ? request.contact_last4 : ''
    const same = timingSafeEqual(
      expected ? Buffer.from(expected) : NOTHING,
      given ? Buffer.from(given) : NOTHING,
    )
    if (job && expected && given && same) {
      await repo.forgetAttempt(trackingId, client)
      return { ok: true, job }
    }
    // Ids and the address only: never the digits tried.
    log.warn({ trackingId, clientIp }, 'second factor: wrong answer')
    return { ok: false, status: 403, body: { error: privacyMessages.refused } }
  }
}

export type SecondFactor = ReturnType<typeof secondFactor>
