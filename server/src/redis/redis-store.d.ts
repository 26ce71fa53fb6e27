// @fastify/rate-limit ships its Redis store without types of its own.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis'

  type Counted = { current: number; ttl: number }

  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string)
    incr(
      key: string,
      done: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
      max: number,
    ): void
  }
}
