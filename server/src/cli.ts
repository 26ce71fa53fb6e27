import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import type { QuoteDetails } from '../../src/lib/quote-details.ts'
import { describeQuote, inventoryLines, quoteRows } from '../../src/lib/quote-summary.ts'

import { loadConfig } from './config.ts'
import { openRepository } from './db/open.ts'
import { jobColumns, type Enquiry, type JobInput, type Repository } from './db/repository.ts'
import { seedDemo } from './seed.ts'

const usage = `Staff commands (npm run admin -- <command> [options]):

  job --tracking-id ID [--customer-name …] [--cargo-type …] [--receiver-name …] [--contact-number …]
      [--email …] [--recipient-address …] [--recipient-country …] [--commodity …]
      [--number-of-packages N] [--weight KG] [--volume M3] [--origin …] [--destination …]
      [--cargo-ref-number …] [--collection-date YYYY-MM-DD] [--date-of-departure YYYY-MM-DD]
      [--date-of-arrival YYYY-MM-DD]
        add a job, or update only the given fields of an existing one ("" clears a field)
  status --tracking-id ID --content TEXT --date YYYY-MM-DD [--time HH:MM]
        add a status update to a job
  enquiries [--review]            list enquiries (--review: only those flagged for review)
  export [--out FILE]             all enquiries as CSV (to stdout without --out)
  seed                            add the demo jobs (ABCD123456, QTRM654321, LOGI000001)
  migrate                         apply database migrations

Uses DATABASE_URL (PostgreSQL) when set, otherwise the SQLite file (SQLITE_PATH).`

const DATE = /^\d{4}-\d{2}-\d{2}$/
const numeric = new Set(['number_of_packages', 'weight', 'volume'])
const dates = new Set(['collection_date', 'date_of_departure', 'date_of_arrival'])
const kebab = (column: string) => column.replaceAll('_', '-')

class UsageError extends Error {}

function jobFromOptions(values: Record<string, string | boolean | undefined>): JobInput {
  const job: Record<string, unknown> = {}
  for (const column of jobColumns) {
    const raw = values[kebab(column)]
    if (typeof raw !== 'string') continue
    const text = raw.trim()
    if (text === '') job[column] = null
    else if (numeric.has(column)) {
      const value = Number(text)
      if (!Number.isFinite(value) || value < 0)
        throw new UsageError(`--${kebab(column)} must be a number.`)
      job[column] = value
    } else if (dates.has(column) && !DATE.test(text))
      throw new UsageError(`--${kebab(column)} must be a date, YYYY-MM-DD.`)
    else job[column] = text
  }
  if (typeof job.tracking_id !== 'string') throw new UsageError('--tracking-id is required.')
  return job as JobInput
}

/** A planner request's details as flat spreadsheet columns; empty for a plain enquiry. */
function plannedMoveColumns(details: QuoteDetails | null): Record<string, string> {
  const rows = details ? Object.fromEntries(quoteRows(details)) : {}
  return {
    move: rows.Move ?? '',
    from: rows.From ?? '',
    to: rows.To ?? '',
    when: rows.When ?? '',
    size: rows.Size ?? '',
    specialItems: rows['Special items'] ?? '',
    volumeM3: details ? String(details.volume) : '',
    shipping: rows['Suggested shipping'] ?? '',
    contactBy: rows['Contact by'] ?? '',
    inventory: details ? inventoryLines(details).join('; ') : '',
  }
}

/** CSV for spreadsheets: quoted cells, and a leading ' on anything a spreadsheet would run as a formula. */
export function toCsv(
  enquiries: Enquiry[],
  show: (text: string) => string = (text) => text,
): string {
  const columns: Array<Exclude<keyof Enquiry, 'details'>> = [
    'id',
    'createdAt',
    'fullName',
    'phoneNumber',
    'email',
    'serviceType',
    'message',
    'trackingNumber',
    'refererUrl',
    'submittedUrl',
    'recaptchaScore',
    'reviewReason',
    'clientIp',
  ]
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return `"${show(text).replaceAll('"', '""')}"`
  }
  const planned = Object.keys(plannedMoveColumns(null))
  return [
    [...columns, ...planned].join(','),
    ...enquiries.map((row) => {
      const move = plannedMoveColumns(row.details)
      return [...columns.map((c) => cell(row[c])), ...planned.map((c) => cell(move[c]))].join(',')
    }),
  ]
    .join('\r\n')
    .concat('\r\n')
}

// Controls (C0, C1) and bidi overrides/isolates: in a terminal they could move the cursor, recolour
// or reorder what staff read, e.g. to hide the real e-mail address behind a fake one.
const UNSAFE_FOR_TERMINAL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * Customer text made inert for a terminal: each unsafe character shown as its code, \u{…}. Line
 * breaks and tabs stay only where a record may span lines (CSV cells), never in one-line lists.
 */
export const terminalSafe = (text: string, keepLineBreaks = false) =>
  text.replace(UNSAFE_FOR_TERMINAL, (char) =>
    keepLineBreaks && '\t\n\r'.includes(char) ? char : `\\u{${char.codePointAt(0)?.toString(16)}}`,
  )

async function run(repo: Repository, command: string | undefined, args: string[]) {
  const options = Object.fromEntries(
    [...jobColumns.map(kebab), 'content', 'date', 'time', 'out'].map((name) => [
      name,
      { type: 'string' as const },
    ]),
  )
  const values = parseArgs({ args, options: { ...options, review: { type: 'boolean' } } })
    .values as Record<string, string | boolean | undefined>
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : undefined
  }

  switch (command) {
    case 'job': {
      const job = jobFromOptions(values)
      await repo.upsertJob(job)
      console.log(`Saved job ${job.tracking_id.toUpperCase()}.`)
      return
    }
    case 'status': {
      const [trackingId, content, date] = [text('tracking-id'), text('content'), text('date')]
      if (!trackingId || !content || !date)
        throw new UsageError('--tracking-id, --content and --date are required.')
      if (!DATE.test(date)) throw new UsageError('--date must be YYYY-MM-DD.')
      const added = await repo.addStatusUpdate({
        tracking_id: trackingId,
        status_content: content,
        status_date: date,
        status_time: text('time') ?? null,
      })
      if (!added) throw new UsageError(`No job with tracking id ${trackingId}.`)
      console.log(`Added a status update to ${trackingId.toUpperCase()}.`)
      return
    }
    case 'enquiries': {
      const all = await repo.listEnquiries()
      const shown = values.review ? all.filter((enquiry) => enquiry.reviewReason) : all
      for (const e of shown)
        console.log(
          terminalSafe(
            `#${e.id}  ${e.createdAt}  ${e.serviceType}  ${e.fullName} <${e.email}> ${e.phoneNumber}` +
              (e.reviewReason ? `  [review: ${e.reviewReason}]` : ''),
          ) + (e.details ? `\n    planned move: ${terminalSafe(describeQuote(e.details))}` : ''),
        )
      console.log(`${shown.length} enquir${shown.length === 1 ? 'y' : 'ies'}.`)
      return
    }
    case 'export': {
      const out = text('out')
      // A file keeps the data verbatim; a terminal gets it made inert.
      const csv = toCsv(
        await repo.listEnquiries(),
        !out && process.stdout.isTTY ? (cell) => terminalSafe(cell, true) : undefined,
      )
      if (out) {
        writeFileSync(out, csv)
        console.log(`Wrote ${out}.`)
      } else process.stdout.write(csv)
      return
    }
    case 'seed':
      await seedDemo(repo)
      console.log('Seeded the demo jobs ABCD123456, QTRM654321 and LOGI000001.')
      return
    case 'migrate':
      console.log('Migrations applied.')
      return
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.')
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (!command || command === 'help' || command === '--help') {
    console.log(usage)
    return
  }
  // Staff commands never check captchas, so production's RECAPTCHA_SECRET rule does not apply.
  const repo = openRepository(loadConfig({ ...process.env, NODE_ENV: undefined }))
  try {
    await repo.migrate()
    await run(repo, command, args)
  } finally {
    await repo.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  if (error instanceof UsageError) console.error(`\n${usage}`)
  process.exitCode = 1
})
