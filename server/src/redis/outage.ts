import type { Logger } from '../http/index.ts'

const EVERY_MS = 60_000

/**
 * Says loudly, and at most once a minute however many requests meet it, that limits could not be
 * counted, with how many requests went unlimited and how many were refused since it last said so.
 */
export function outageReport(log: Logger, everyMs = EVERY_MS) {
  let saidAt = -Infinity
  let unlimited = 0
  let refused = 0
  return (wasRefused: boolean, error: Error) => {
    if (wasRefused) refused += 1
    else unlimited += 1
    const now = Date.now()
    if (now - saidAt < everyMs) return
    log.error(
      { redis: 'unreachable', unlimited, refused, error: error.message },
      '!!! Redis (REDIS_URL) did not answer: public lookups and enquiries are answered WITHOUT ' +
        'rate limits, staff sign-in and the second factor are refused (503) !!!',
    )
    saidAt = now
    unlimited = 0
    refused = 0
  }
}
