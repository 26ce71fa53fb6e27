/** `npm run admin -- copy-to-postgres --from FILE [--force]`: the copy, and its table of counts. */
import { parseArgs } from 'node:util'

import { CopyMismatch, CopyRefused, copyToPostgres, type TableCount } from './copy-to-postgres.ts'

export const copyUsage = `  copy-to-postgres --from FILE [--force]
        copy the SQLite file FILE (the server stopped) into the empty PostgreSQL database of
        DATABASE_URL, in one transaction, then check every table's rows; --force replaces rows
        already there, but never an audit trail`

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

export async function copyCommand(
  args: string[],
  settings: { databaseUrl?: string; connectMs: number },
) {
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
