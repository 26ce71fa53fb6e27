import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import type { Config } from '../config.ts'
import { backupName, BackupRefused, restoreBackup, takeBackup, type Source } from '../db/backup.ts'

export const backupUsage = `  backup [--out FILE]             a consistent copy of the database while the server runs (default:
        site-YYYY-MM-DDTHHMM.db, or .dump on PostgreSQL, in BACKUP_DIR or this folder)
  restore --from FILE             replace the database with a backup, once it passes its checks;
        stop the server first (SQLite keeps the old file as <SQLITE_PATH>.before-restore)`

export const backupCommands = new Set(['backup', 'restore'])

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

/** `backup` and `restore`: they open no repository, so they neither migrate nor hold the file. */
export async function runBackupCommand(
  config: Pick<Config, 'databaseUrl' | 'sqlitePath' | 'backup'>,
  command: string,
  args: string[],
) {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, from: { type: 'string' } },
    strict: true,
  })
  const source: Source = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', path: config.sqlitePath }
  if (command === 'backup') {
    const out = resolve(values.out ?? resolve(config.backup?.dir ?? '.', backupName(source.kind)))
    mkdirSync(dirname(out), { recursive: true })
    const taken = await takeBackup(source, out)
    console.log(`Backed up to ${taken.file} (${megabytes(taken.bytes)}) in ${taken.ms} ms.`)
    return
  }
  if (!values.from) throw new BackupRefused('restore needs --from FILE, the backup to restore.')
  const from = resolve(values.from)
  const restored = await restoreBackup(source, from)
  console.log(`Restored ${from} in ${restored.ms} ms. Start the server again.`)
}
