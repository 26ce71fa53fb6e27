/**
 * The loop every queue of leased rows runs (the outbox, WhatsApp's webhook bodies): a kick drains
 * what is due batch by batch, a kick while draining asks for one more pass (a row committed during
 * the last claim is not missed), a poll kicks it anyway, and stopping lets the batch in hand finish.
 */
export type LeasedWorker = {
  /** Drain now rather than at the next poll (called after a row is committed). */
  kick(): void
  /** Stops polling and waits for the batch in hand. */
  stop(): Promise<void>
}

export function startLeasedWorker<Row>({
  pollMs,
  claim,
  handle,
  onError,
}: {
  pollMs: number
  /** The next due rows, leased to this worker; none when nothing is due. */
  claim: () => Promise<Row[]>
  handle: (batch: Row[]) => Promise<void>
  /** A pass that failed as a whole (the database did not answer); the next kick tries again. */
  onError: (error: unknown) => void
}): LeasedWorker {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  async function drain() {
    do {
      again = false
      for (;;) {
        if (stopped) return
        const batch = await claim()
        if (batch.length === 0) break
        await handle(batch)
      }
    } while (again && !stopped)
  }

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = drain()
      .catch(onError)
      .finally(() => {
        running = null
      })
  }

  const timer = setInterval(kick, pollMs)
  timer.unref()
  kick()

  return {
    kick,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
