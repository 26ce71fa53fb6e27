/**
 * The consoles' live updates across instances, through Redis pub/sub (docs/decisions/031). A
 * change is told to this instance's own consoles at once, whatever Redis is doing, and to every
 * other instance through one message, which each instance but the sender passes on: each hears
 * of it exactly once.
 */
import { randomUUID } from 'node:crypto'

import { leadSignal, type LeadSignal } from '../leads/index.ts'

import type { SharedRedis } from './connection.ts'

const CHANNEL = 'leads-changed'

export function redisLeadSignal(redis: SharedRedis): LeadSignal {
  const here = leadSignal()
  const me = randomUUID()
  const listener = redis.subscriber()
  listener.on('message', (_channel: string, from: string) => {
    if (from !== me) here.publish()
  })
  // Queued until connected; a lost message only delays a console until it next reads its page.
  listener.subscribe(CHANNEL).catch(() => {})
  return {
    publish() {
      here.publish()
      redis.client.publish(CHANNEL, me).catch(() => {})
    },
    subscribe: here.subscribe,
  }
}
