/**
 * Rate limits counted in Redis, so that every instance counts against one limit. The counting is
 * @fastify/rate-limit's own Redis store (its script, its keys); this only decides what a failed
 * count means. A route that sets `skipOnError` (public lookups, enquiries) goes on without its
 * limit; any other (staff sign-in, the second factor) is refused with 503 (docs/decisions/031).
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { Redis } from 'ioredis'

import { serverMessages } from '@contract/server-messages.ts'

/** A limit that could not be counted on a route that must not go unlimited. */
export class LimitsUnavailable extends Error {
  readonly statusCode = 503
  constructor(cause: unknown) {
    super(serverMessages.limitsUnavailable, { cause })
  }
}

/** What the plugin hands a store: the merged settings of the plugin and of one route. */
type Settings = {
  skipOnError?: boolean
  continueExceeding?: boolean
  exponentialBackoff?: boolean
  routeInfo?: { method?: string | string[]; url?: string }
}

type Counted = { current: number; ttl: number }
type Done = (error: Error | null, result?: Counted) => void

const NAMESPACE = 'rate-limit:'

/**
 * The store class to give the plugin. `onOutage` hears of every count that failed, and whether
 * its request was refused for it.
 */
export function redisLimitStore(client: Redis, onOutage: (refused: boolean, error: Error) => void) {
  return class RedisLimits implements FastifyRateLimitStore {
    readonly #counter: RedisStore
    readonly #refuse: boolean

    constructor(settings: Settings, namespace = NAMESPACE) {
      this.#counter = new RedisStore(
        settings.continueExceeding ?? false,
        settings.exponentialBackoff ?? false,
        client,
        namespace,
      )
      this.#refuse = settings.skipOnError !== true
      this.namespace = namespace
    }

    readonly namespace: string

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.#counter.incr(
        key,
        (error, result) => {
          if (!error) return done(null, result)
          onOutage(this.#refuse, error)
          done(this.#refuse ? new LimitsUnavailable(error) : error)
        },
        timeWindow,
        max,
      )
    }

    // Each route counts apart, under its method and path, as the plugin's own store does.
    child(route: unknown) {
      const settings = route as Settings
      const { method = '', url = '' } = settings.routeInfo ?? {}
      return new RedisLimits(settings, `${this.namespace}${String(method)}${url}-`)
    }
  }
}
