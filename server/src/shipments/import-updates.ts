/**
 * A day's status updates from a CSV (tracking number, stage, date, time, location, note, and
 * optionally an Arabic note), from
 * the console or the CLI. A dry run says, row by row, what would change and what is wrong; apply
 * posts every row staff did not leave out in one transaction, with the subscribers' e-mails and
 * the audit lines, or, if any of those rows is wrong or its job went meanwhile, posts none.
 */
import { MILESTONES, type Milestone } from '@contract/jobs.ts'
import {
  CSV_ARABIC_NOTE,
  CSV_COLUMNS,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  statusUpdateSchema,
  type StatusUpdateFields,
} from '@contract/shipments.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { WriteAborted } from '../db/sql.ts'
import type { AuditEntry } from '../audit/index.ts'
import { parseCsv } from './csv.ts'
import { auditedUpdate, updateRow } from './post-update.ts'
import type { ShipmentStore } from './desk-queries.ts'
import { refusal, type Refusal } from './refusal.ts'

/** One row of the file as the dry run (and apply) report it. */
export type ImportRow = {
  /** The file's line number the row starts on, the header being line 1. */
  row: number
  trackingId: string
  update?: StatusUpdateFields
  /** The stage before this row and after it (the furthest reached). */
  stage?: { before: string | null; after: string | null }
  /** Confirmed subscribers this row's stage e-mails; 0 for a row without one. */
  emails?: number
  /** Field name → message; a row with errors is never posted. */
  errors?: Record<string, string>
  /** The stages this row passes over without a row of their own: a warning, not an error. */
  skips?: Milestone[]
  /** Staff left the row out: it is shown, not posted, and does not move its job's stage. */
  skipped?: true
}

export type ImportResult = {
  ok: true
  applied: boolean
  rows: ImportRow[]
  /** How many rows were (or would be) posted. */
  count: number
}

const furthest = (a: string | null, b: Milestone | null) =>
  b === null || (a !== null && MILESTONES.indexOf(a as Milestone) >= MILESTONES.indexOf(b)) ? a : b

/**
 * The stages between a job's stage and a row's, e.g. In transit → Customs cleared passes over
 * Arrived. A job with no stage counts as booked: a shipment exists only once it is.
 */
const passedOver = (before: string | null, stage: Milestone | null) => {
  if (stage === null) return []
  const from = before === null ? 0 : MILESTONES.indexOf(before as Milestone)
  return MILESTONES.slice(from + 1, MILESTONES.indexOf(stage))
}

/** The header, with or without the Arabic note's column. */
const isHeader = (cells: string[]) => {
  const names = cells.map((cell) => cell.trim().toLowerCase().replace(/[_-]/g, ' ')).join(',')
  return names === CSV_COLUMNS.join(',') || names === [...CSV_COLUMNS, CSV_ARABIC_NOTE].join(',')
}

/** A row holds every column, and may hold the Arabic note's after them. */
const rowFits = (cells: string[]) =>
  cells.length === CSV_COLUMNS.length || cells.length === CSV_COLUMNS.length + 1

export async function importUpdates(
  repo: Pick<ShipmentStore, 'shipmentBrief' | 'postShipmentUpdates'>,
  csv: string,
  options: { apply: boolean; skip?: number[] },
  by: AuditEntry,
): Promise<ImportResult | (Refusal & { rows?: ImportRow[] })> {
  if (Buffer.byteLength(csv, 'utf8') > MAX_CSV_BYTES)
    return refusal(413, staffMessages.csvTooLarge(MAX_CSV_BYTES / 1024))
  const parsed = parseCsv(csv)
  if (!parsed.ok)
    return refusal(400, staffMessages.csvUnclosedQuote, {
      [`row ${parsed.line}`]: staffMessages.csvUnclosedQuote,
    })
  let lines = parsed.rows.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  if (lines[0] && isHeader(lines[0].cells)) lines = lines.slice(1)
  else if (lines[0]?.cells[0]?.toLowerCase().includes('tracking'))
    return refusal(400, staffMessages.csvHeader)
  if (lines.length === 0) return refusal(400, staffMessages.csvEmpty)
  if (lines.length > MAX_CSV_ROWS) return refusal(400, staffMessages.csvTooManyRows(MAX_CSV_ROWS))

  const jobs = new Map<string, { stage: string | null; subscribers: number } | null>()
  const rows: ImportRow[] = []
  const skip = new Set(options.skip ?? [])
  for (const { line, cells } of lines) {
    const trackingId = (cells[0] ?? '').trim().toUpperCase()
    if (skip.has(line)) {
      rows.push({ row: line, trackingId, skipped: true })
      continue
    }
    if (!rowFits(cells)) {
      rows.push({ row: line, trackingId, errors: { row: staffMessages.csvColumns(cells.length) } })
      continue
    }
    const [, stage, date, time, location, note, noteAr] = cells
    const checked = statusUpdateSchema.parse({ stage, date, time, location, note, noteAr })
    const errors: Record<string, string> = checked.ok
      ? {}
      : ({ ...checked.fields } as Record<string, string>)
    if (!jobs.has(trackingId))
      jobs.set(trackingId, trackingId ? await repo.shipmentBrief(trackingId) : null)
    const job = jobs.get(trackingId)
    if (!job) errors.trackingId = staffMessages.noSuchShipment
    if (!checked.ok || !job) {
      rows.push({ row: line, trackingId, errors })
      continue
    }
    const update = checked.value
    const after = furthest(job.stage, update.stage)
    const skips = passedOver(job.stage, update.stage)
    rows.push({
      row: line,
      trackingId,
      update,
      stage: { before: job.stage, after },
      emails: update.stage ? job.subscribers : 0,
      ...(skips.length > 0 && { skips }),
    })
    // Later rows of the same job start from where this one leaves it.
    job.stage = after
  }

  const wrong = rows.filter((row) => row.errors)
  const posted = rows.filter((row) => !row.errors && !row.skipped)
  if (!options.apply || wrong.length > 0 || posted.length === 0) {
    // Every row left out leaves nothing to apply, which is no reason to blame the rows.
    if (options.apply && wrong.length === 0)
      return { ...refusal(400, staffMessages.csvEmpty), rows }
    if (options.apply) return { ...refusal(400, staffMessages.csvRowsRefused), rows }
    return { ok: true, applied: false, rows, count: posted.length }
  }
  const left = rows.filter((row) => row.skipped).map((row) => row.row)
  try {
    await repo.postShipmentUpdates(
      posted.map(({ row, trackingId, update }) => ({
        update: updateRow(trackingId, update!),
        by: {
          ...by,
          action: 'status-update.posted',
          after: { ...auditedUpdate(trackingId, update!), via: 'csv', row },
        },
      })),
      {
        ...by,
        action: 'shipment.imported',
        recordType: 'shipment',
        after: { rows: posted.length, ...(left.length > 0 && { skipped: left }) },
      },
    )
  } catch (error) {
    if (error instanceof WriteAborted && error.index < posted.length) {
      const gone = posted[error.index]!
      gone.errors = { trackingId: staffMessages.noSuchShipment }
      return { ...refusal(409, staffMessages.csvChangedMeanwhile), rows }
    }
    throw error
  }
  return { ok: true, applied: true, rows, count: posted.length }
}
