import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import pg from 'pg'

import { backupName, listBackups, pruneBackups, takeBackup, type Source } from './backup.ts'

type Log = {
  info: (fields: object, message: string) => void
  error: (fields: object, message: string) => void
}

// Any key works as long as every instance uses the same one (migrations use another).
const BACKUP_LOCK = 7_310_943
const DAY_MS = 86_400_000
/** 03:30 in Doha (UTC+3 all year): the office is closed and customers asleep. */
const QUIET_MINUTE_UTC = 30

/** Milliseconds from `now` to the next 03:30 Doha time. */
export function untilQuietHour(now = new Date()) {
  const next = new Date(now)
  next.setUTCHours(0, QUIET_MINUTE_UTC, 0, 0)
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1)
  return next.getTime() - now.getTime()
}

/**
 * With PostgreSQL, several instances share the database: the one that gets the advisory lock takes
 * the day's backup, the others skip it. The lock lives as long as its own connection.
 */
async function alone(source: Source, work: () => Promise<void>) {
  if (source.kind === 'sqlite') return work()
  const client = new pg.Client({ connectionString: source.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ got: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS got',
      [BACKUP_LOCK],
    )
    if (rows[0]?.got) await work()
  } finally {
    await client.end()
  }
}

/**
 * The running server's daily backup into `dir`, and the deletion of those older than `keepDays`.
 * The timer does not survive a restart, so on start it takes one when the newest is a day old.
 */
export function scheduleBackups(
  source: Source,
  { dir, keepDays }: { dir: string; keepDays: number },
  log: Log,
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  const due = () => {
    const newest = listBackups(dir)[0]
    // A little under a day: another instance's backup of this night counts.
    return !newest || Date.now() - newest.mtimeMs > DAY_MS - 3_600_000
  }

  const backUp = () =>
    alone(source, async () => {
      if (!due()) return
      mkdirSync(dir, { recursive: true })
      const taken = await takeBackup(source, join(dir, backupName(source.kind)))
      const deleted = pruneBackups(dir, keepDays)
      log.info({ ...taken, deleted }, 'backup taken')
    }).catch((error: unknown) => log.error({ err: error }, 'backup failed'))

  const next = () => {
    timer = setTimeout(() => {
      running = backUp().then(next)
    }, untilQuietHour())
    timer.unref()
  }

  running = backUp().then(next)
  return {
    async stop() {
      clearTimeout(timer)
      await running
      clearTimeout(timer)
    },
  }
}
