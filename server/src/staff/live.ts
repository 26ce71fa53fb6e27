/**
 * The leads inbox's live updates: when a lead arrives or changes, every console connected to
 * this instance hears of it through its server-sent event stream and reads its page again. The
 * event carries no lead, so nothing a customer wrote travels outside the guarded API.
 */
import type { FastifyReply } from 'fastify'

export type LeadSignal = {
  /** Something in the inbox changed. */
  publish(): void
  /** Calls `listener` on every change until the returned function is called. */
  subscribe(listener: () => void): () => void
}

export function leadSignal(): LeadSignal {
  const listeners = new Set<() => void>()
  return {
    publish() {
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Often enough that no proxy or phone network closes a quiet stream (most wait 60 s). */
export const HEARTBEAT_MS = 25_000

/**
 * Turns `reply` into an event stream that says `leads` on every change, and checks at each
 * heartbeat that its session is still live (it ends when the session is revoked or expires).
 * Returns the function that ends it.
 */
export function leadStream(
  reply: FastifyReply,
  signal: LeadSignal,
  stillSignedIn: () => Promise<boolean>,
  heartbeatMs = HEARTBEAT_MS,
) {
  reply.hijack()
  const { raw } = reply
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx would otherwise buffer the stream and deliver the events late.
    'x-accel-buffering': 'no',
  })
  // A lost connection is tried again after 5 s; the first event says the stream is open.
  raw.write('retry: 5000\nevent: ready\ndata: {}\n\n')
  const unsubscribe = signal.subscribe(() => raw.write('event: leads\ndata: {}\n\n'))
  const heartbeat = setInterval(() => {
    stillSignedIn().then(
      (live) => (live ? raw.write(': still here\n\n') : end()),
      () => end(),
    )
  }, heartbeatMs)
  function end() {
    clearInterval(heartbeat)
    unsubscribe()
    if (!raw.writableEnded) raw.end()
  }
  raw.on('close', end)
  return end
}
