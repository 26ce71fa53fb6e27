/**
 * What the operator's Prometheus reads (docs/decisions/042): one registry per app, never
 * prom-client's global one, so that several apps in one test process count apart. Labels are
 * bounded sets only: a route's pattern, never its URL; a status class; a query's kind, never its
 * SQL.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import type { QueryKind } from '../db/timed.ts'

export const PREFIX = 'movers_'

/** Anything that hands out listeners the way the leads' live signal does. */
type Signal = { subscribe(listener: () => void): () => void }

export function createMetrics() {
  const registry = new Registry()
  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const refusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused with 429 by a rate limit, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  })
  const outboxFailures = new Counter({
    name: `${PREFIX}outbox_failures_total`,
    help: 'Failed delivery attempts of e-mails, lead webhooks and WhatsApp messages; outcome given_up on the last.',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  })
  const streams = new Gauge({
    name: `${PREFIX}live_streams`,
    help: "Staff consoles' live event streams open on this instance.",
    registers: [registry],
  })
  const queries = new Histogram({
    name: `${PREFIX}db_query_duration_seconds`,
    help: 'Time of a database read or write (a whole transaction), by its first statement kind.',
    labelNames: ['kind'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  // Every series from the start, so that a rate() over the first failure sees it rise.
  for (const channel of ['email', 'webhook', 'whatsapp'] as const)
    for (const outcome of ['retry', 'given_up'] as const)
      outboxFailures.inc({ channel, outcome }, 0)

  let processMetrics = false
  return {
    registry,
    /**
     * The exposition text. The process metrics start with the first scrape: an app never scraped
     * (every test's) runs no event-loop monitor or garbage-collection observer for them.
     */
    async scrape() {
      if (!processMetrics) {
        processMetrics = true
        collectDefaultMetrics({ register: registry, prefix: PREFIX })
      }
      return registry.metrics()
    },
    request(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds)
    },
    refused(route: string) {
      refusals.inc({ route })
    },
    /** For `startOutbox`: one failed attempt to deliver a message. */
    outboxFailed(channel: 'email' | 'webhook' | 'whatsapp', gaveUp: boolean) {
      outboxFailures.inc({ channel, outcome: gaveUp ? 'given_up' : 'retry' })
    },
    /** For `Repository.observeQueries`. */
    query(kind: QueryKind, seconds: number) {
      queries.observe({ kind }, seconds)
    },
    /**
     * `signal`, counting its listeners as the live streams open: each stream listens to the
     * leads' signal from when it opens until it ends, and nothing else does.
     */
    countStreams<S extends Signal>(signal: S): S {
      return {
        ...signal,
        subscribe(listener: () => void) {
          const unsubscribe = signal.subscribe(listener)
          streams.inc()
          let ended = false
          return () => {
            // A stream's end runs more than once (its close follows its own end).
            if (!ended) streams.dec()
            ended = true
            return unsubscribe()
          }
        },
      }
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
