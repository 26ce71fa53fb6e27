/**
 * The one connection to Redis (REDIS_URL) every instance shares its rate limits and live updates
 * through. A Redis that is down or frozen must never hold a request up: no command waits in a
 * queue for it, and each one gives up after `timeoutMs` (docs/decisions/031).
 */
import { Redis } from 'ioredis'

import type { Logger } from '../http/index.ts'

export type RedisSettings = { url: string; timeoutMs: number }

export type SharedRedis = {
  /** For commands: each fails at once while disconnected, and after `timeoutMs` when unanswered. */
  client: Redis
  /** Whether Redis answers a PING within its timeout, now. */
  probe(): Promise<boolean>
  /** Whether the connection is up within `ms` (at start-up, before it first connected). */
  connected(ms: number): Promise<boolean>
  /** A connection of its own for pub/sub (a subscribed connection can send nothing else). */
  subscriber(): Redis
  /** Logs each loss and each return of the connection, once each. */
  watch(log: Logger): void
  close(): void
}

/** Reconnects for ever, never slower than once every 2 s. */
const retryStrategy = (times: number) => Math.min(times * 100, 2_000)

export function openRedis({ url, timeoutMs }: RedisSettings): SharedRedis {
  const client = new Redis(url, {
    connectTimeout: Math.max(timeoutMs, 100),
    commandTimeout: timeoutMs,
    // While disconnected a command fails at once rather than waiting for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy,
  })
  const connections = [client]
  // Every failed reconnection emits one; the state changes are what `watch` reports.
  client.on('error', () => {})

  return {
    client,
    probe: () =>
      client.ping().then(
        () => true,
        () => false,
      ),
    async connected(ms) {
      if (client.status === 'ready') return true
      let timer: NodeJS.Timeout | undefined
      let onReady = () => {}
      const up = await Promise.race([
        new Promise<boolean>((resolve) => {
          onReady = () => resolve(true)
          client.once('ready', onReady)
        }),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
      ])
      clearTimeout(timer)
      client.off('ready', onReady)
      return up
    },
    subscriber() {
      // SUBSCRIBE waits for a connection, and is sent again after every reconnection.
      const connection = client.duplicate({ enableOfflineQueue: true, commandTimeout: undefined })
      connection.on('error', () => {})
      connections.push(connection)
      return connection
    },
    watch(log) {
      // The first connection is no news; a lost one and its return are.
      let up = client.status === 'ready'
      let lost = false
      client.on('ready', () => {
        up = true
        if (!lost) return
        lost = false
        log.warn({ redis: 'reachable' }, 'Redis is reachable again: rate limits are shared again')
      })
      client.on('close', () => {
        if (!up) return
        up = false
        lost = true
        log.error(
          { redis: 'unreachable' },
          '!!! Redis connection lost (REDIS_URL): public lookups and enquiries go WITHOUT rate ' +
            'limits, staff sign-in and the second factor are refused until it is back !!!',
        )
      })
    },
    close() {
      for (const connection of connections) connection.disconnect()
    },
  }
}
