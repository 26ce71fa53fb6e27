/**
 * The leads inbox's live updates: when a lead arrives or changes, every console connected to
 * this instance hears of it through its server-sent event stream and reads its page again. An
 * event carries only counts for the tab's title (leads still unanswered and, with WhatsApp set
 * up, customers' messages nobody has read), never a lead.
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
const HEARTBEAT_MS = 25_000
/** How soon a stream ends once its session is signed out, revoked or expired: within a second. */
const SESSION_CHECK_MS = 500
/** Live streams one session may hold open on one instance: a few tabs, not a flood (W8). */
export const MAX_STREAMS_PER_SESSION = 3

/** What every event says: `{"unanswered":N}`, and `"whatsapp":M` when WhatsApp is set up. */
type StreamCounts = { unanswered: number; whatsapp?: number }

type StreamSources = {
  signal: LeadSignal
  counts: () => Promise<StreamCounts>
  stillSignedIn: () => Promise<boolean>
}

/**
 * Turns `reply` into an event stream that says `leads`, with its counts, on every
 * change, and checks twice a second that its session is still live (it ends within a second of
 * the session being revoked or expiring: one indexed read per stream). Returns the function that
 * ends it.
 */
export function leadStream(
  reply: FastifyReply,
  { signal, counts, stillSignedIn }: StreamSources,
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
  const say = (event: string) =>
    counts().then(
      (now) => raw.writableEnded || raw.write(`event: ${event}\ndata: ${JSON.stringify(now)}\n\n`),
      () => end(),
    )
  // A lost connection is tried again after 5 s; the first event says the stream is open.
  raw.write('retry: 5000\n')
  void say('ready')
  const unsubscribe = signal.subscribe(() => void say('leads'))
  const heartbeat = setInterval(
    () => raw.writableEnded || raw.write(': still here\n\n'),
    heartbeatMs,
  )
  let checking = false
  const sessionCheck = setInterval(() => {
    if (checking) return
    checking = true
    stillSignedIn().then(
      (live) => {
        checking = false
        if (!live) end()
      },
      () => end(),
    )
  }, SESSION_CHECK_MS)
  function end() {
    clearInterval(heartbeat)
    clearInterval(sessionCheck)
    unsubscribe()
    if (!raw.writableEnded) raw.end()
  }
  raw.on('close', end)
  return end
}
