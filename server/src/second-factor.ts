import { timingSafeEqual } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import { MAX_TRACKING_ID, type RevealRequest } from '../../shared/contract/jobs.ts'
import type { ErrorBody } from '../../shared/contract/messages.ts'
import { privacyMessages } from '../../shared/contract/tracking-messages.ts'

import type { Config } from './config.ts'
import type { Job, Repository } from './db/repository.ts'
import type { Logger } from './mailer.ts'

const HOUR = 3_600_000

export type SecondFactorOutcome =
  { ok: true; job: Job } | { ok: false; status: 403 | 429; body: ErrorBody }

/** The last 4 digits of a contact number; null when it has fewer. */
function lastFour(number: string | null): string | null {
  const digits = number?.replace(/\D/g, '') ?? ''
  return digits.length >= 4 ? digits.slice(-4) : null
}

// Stands in for a missing side, so a comparison happens, and costs the same, either way.
const NOTHING = Buffer.from('----')

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
 * caller. Wrong answers are limited per tracking number and per client, each in an hour from the
 * first; the limit is checked before the digits, so a limited caller learns nothing more.
 */
export function secondFactor(repo: Repository, settings: Config['privacy']) {
  return async function check(
    request: RevealRequest,
    clientIp: string,
    log: Logger,
  ): Promise<SecondFactorOutcome> {
    const id = request.tracking_id.trim()
    const trackingId = id && id.length <= MAX_TRACKING_ID ? id.toUpperCase() : null
    const counts = await repo.countAttempt(trackingId, clientIp, HOUR)
    const limit = settings.attemptsPerHour
    if (counts.byNumber > limit || counts.byClient > limit) {
      await repo.forgetAttempt(trackingId, clientIp)
      log.warn(
        { trackingId, clientIp, limitedBy: counts.byNumber > limit ? 'number' : 'client' },
        'second factor refused: too many wrong answers in the last hour',
      )
      return { ok: false, status: 429, body: { error: privacyMessages.tooManyAttempts } }
    }
    const [job] = trackingId ? await repo.findJobs(trackingId) : []
    const expected = lastFour(job?.contact_number ?? null)
    const given = request.contact_last4.length === NOTHING.length ? request.contact_last4 : ''
    const same = timingSafeEqual(
      expected ? Buffer.from(expected) : NOTHING,
      given ? Buffer.from(given) : NOTHING,
    )
    if (job && expected && given && same) {
      await repo.forgetAttempt(trackingId, clientIp)
      return { ok: true, job }
    }
    // Ids and the address only: never the digits tried.
    log.warn({ trackingId, clientIp }, 'second factor: wrong answer')
    return { ok: false, status: 403, body: { error: privacyMessages.refused } }
  }
}

export type SecondFactor = ReturnType<typeof secondFactor>
