/**
 * The follow-ups' loop on each instance, beside the outbox: each pass plans (at most once per
 * `sweepMs`, or at once when kicked), then sends what is due, leased row by row so that several
 * instances send each follow-up once. What it sends wakes the outbox; an alert tells the consoles.
 */
import { startLeasedWorker } from '../db/leased-worker.ts'
import type { Logger } from '../http/index.ts'

import { planFollowUps } from './plan.ts'
import type { FollowUpStore } from './queries.ts'
import { sendBatch } from './send.ts'
import { dohaHours, type SendingHours } from './sending-hours.ts'

type FollowUpSettings = {
  pollMs: number
  /** How often the data is swept for follow-ups to plan. */
  sweepMs: number
  /** How long a follow-up being sent is reserved; longer than its few queries can take. */
  leaseMs: number
  /** Doha's sending hours unless a test server lifted them. */
  hours?: SendingHours
}

type FollowUps = {
  /** Plan and send now rather than at the next pass (a rule or a follow-up changed). */
  kick(): void
  /** Stops the loop and waits for the batch in hand. */
  stop(): Promise<void>
}

const BATCH = 10

export function startFollowUps(
  repo: FollowUpStore,
  log: Logger,
  settings: FollowUpSettings,
  {
    whatsapp,
    onNotification,
    onAlert,
  }: {
    /** WhatsApp is set up, so a customer with consent gets its template. */
    whatsapp: boolean
    /** Wakes the outbox after a follow-up's message is queued. */
    onNotification: () => void
    /** Tells the consoles of a new staff alert. */
    onAlert: () => void
  },
  clock: () => number = Date.now,
): FollowUps {
  let sweptAt = -Infinity
  const hours = settings.hours ?? dohaHours
  const options = { whatsapp, leaseMs: settings.leaseMs, hours }
  const worker = startLeasedWorker({
    pollMs: settings.pollMs,
    claim: async () => {
      const now = clock()
      if (now - sweptAt >= settings.sweepMs) {
        sweptAt = now
        await planFollowUps(repo, now, hours)
      }
      return repo.claimFollowUps(now, now + settings.leaseMs, BATCH)
    },
    handle: async (batch) => {
      const outcomes = await sendBatch(repo, batch, options, clock())
      if (outcomes.includes('sent') || outcomes.includes('alerted')) onNotification()
      if (outcomes.includes('alerted')) onAlert()
    },
    onError: (error) => log.error({ error: String(error) }, 'follow-ups run failed'),
  })
  return {
    kick() {
      sweptAt = -Infinity
      worker.kick()
    },
    stop: worker.stop,
  }
}
