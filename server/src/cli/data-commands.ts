import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import type { Config } from '../config.ts'
import { backupName, BackupRefused, restoreBackup, takeBackup, type Source } from '../db/backup.ts'
import {
  CopyMismatch,
  CopyRefused,
  copyToPostgres,
  type TableCount,
} from '../db/copy-to-postgres.ts'
import { demoTrackingIds, seedDemo } from '../shipments/index.ts'

import type { CommandGroup } from './command.ts'

const usage = `  seed                            add the demo jobs (${demoTrackingIds.join(', ')})
  migrate                         apply database migrations
  copy-to-postgres --from FILE [--force]
        copy the SQLite file FILE (the server stopped) into the empty PostgreSQL database of
        DATABASE_URL, in one transaction, then check every table's rows; --force replaces rows
        already there, but never an audit trail
  backup [--out FILE]             a consistent copy of the database while the server runs (default:
        site-YYYY-MM-DDTHHMM.db, or .dump on PostgreSQL, in BACKUP_DIR or this folder)
  restore --from FILE             replace the database with a backup, once it passes its checks;
        stop the server first (SQLite keeps the old file as <SQLITE_PATH>.before-restore)`

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

/** `backup` and `restore`: they open no repository, so they neither migrate nor hold the file. */
async function runBackupCommand(
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

function countTable(counts: TableCount[]) {
  const width = Math.max(5, ...counts.map(({ table }) => table.length))
  const line = (table: string, source: string, target: string, check: string) =>
    `${table.padEnd(width)}  ${source.padStart(8)}  ${target.padStart(10)}  ${check}`
  return [
    line('table', 'SQLite', 'PostgreSQL', 'checksum'),
    ...counts.map(({ table, source, target, same }) =>
      line(table, String(source), String(target), same ? 'same' : 'DIFFERENT'),
    ),
  ].join('\n')
}

/** The copy, and its table of counts. */
async function copyCommand(args: string[], settings: { databaseUrl?: string; connectMs: number }) {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, force: { type: 'boolean' } },
  })
  if (!values.from) throw new CopyRefused('--from is required: the SQLite file to copy.')
  if (!settings.databaseUrl)
    throw new CopyRefused('Set DATABASE_URL to the PostgreSQL database to copy into.')
  try {
    const counts = await copyToPostgres({
      from: values.from,
      databaseUrl: settings.databaseUrl,
      force: values.force === true,
      connectMs: settings.connectMs,
      say: (line) => console.log(line),
    })
    console.log(countTable(counts))
    const rows = counts.reduce((sum, { source }) => sum + source, 0)
    console.log(`Copied ${rows} rows in ${counts.length} tables; every count and checksum matches.`)
  } catch (error) {
    if (error instanceof CopyMismatch) console.log(countTable(error.tables))
    throw error
  }
}

type Settings = Pick<Config, 'databaseUrl' | 'sqlitePath' | 'backup' | 'timeouts'>

/**
 * The commands that open both databases or none themselves: the copy migrates neither outside its
 * own transaction; a backup or a restore neither migrates nor holds the file.
 */
export const commandsWithoutRepository = new Map<
  string,
  (config: Settings, args: string[]) => Promise<void>
>([
  [
    'copy-to-postgres',
    (config, args) =>
      copyCommand(args, { ...config, connectMs: config.timeouts.databaseConnectMs }),
  ],
  ['backup', (config, args) => runBackupCommand(config, 'backup', args)],
  ['restore', (config, args) => runBackupCommand(config, 'restore', args)],
])

/** The data itself: demo jobs, the schema, the copy to PostgreSQL, backups. */
export const dataCommands: CommandGroup = {
  usage,
  textOptions: [],
  flags: [],
  commands: {
    seed: async ({ repo }) => {
      await seedDemo(repo)
      console.log(`Seeded the demo jobs ${demoTrackingIds.join(', ')}.`)
    },
    // Every command runs the migrations before it starts (cli.ts): this one only says so.
    migrate: async () => console.log('Migrations applied.'),
  },
}
