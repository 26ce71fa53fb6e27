import { isMilestone, type Milestone } from '@contract/jobs'
import type { StatusUpdateFields } from '@contract/shipments'
import { milestoneLabels } from '@contract/tracking-messages'
import { cn } from '@/lib/cn'

import type { ImportedRow } from '@/console/app/api'
import { day } from '@/console/app/format'
import { change } from '@/console/audit'
import * as common from '@/console/app/console.messages'
import * as desk from '../desk.messages'
import * as text from '../shipments.messages'

/** A row as the import answers it, with what it will post and the stages it passes over. */
export type ImportRowShown = ImportedRow & {
  update?: StatusUpdateFields
  skips?: Milestone[]
  skipped?: true
}

const stageName = (stage: string | null | undefined) =>
  stage && isMilestone(stage) ? milestoneLabels[stage] : '—'

const cell = 'px-3 py-2 align-top'

/**
 * The dry run's rows with every field each will post, a warning under a row that passes over a
 * stage, and a box to leave a row out; once applied, the boxes are gone.
 */
export function ImportTable({
  rows,
  left,
  applied,
  onToggle,
}: {
  rows: ImportRowShown[]
  /** The line numbers of the rows left out. */
  left: ReadonlySet<number>
  applied: boolean
  onToggle: (row: number) => void
}) {
  const headings = [
    text.rowLabel,
    common.trackingLabel,
    text.updateStage,
    text.updateDate,
    text.updateTime,
    text.updateLocation,
    text.updateNote,
    text.emailsColumn,
  ]
  return (
    <div
      role="region"
      aria-label={text.importTitle}
      tabIndex={0}
      className="overflow-x-auto rounded-card bg-white p-4 shadow-soft sm:p-6"
    >
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-navy-100">
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const out = row.skipped || left.has(row.row)
            const { update } = row
            return (
              <tr
                key={row.row}
                className={cn(
                  'border-b border-navy-50',
                  row.errors && !out && 'bg-red-50 text-red-900',
                  out && 'text-ink-muted',
                )}
              >
                <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
                  {applied ? (
                    row.row
                  ) : (
                    <label className="flex min-h-6 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5 accent-navy-900"
                        checked={!out}
                        aria-label={desk.postRow(row.row)}
                        onChange={() => onToggle(row.row)}
                      />
                      {row.row}
                    </label>
                  )}
                </td>
                <td className={cell}>
                  <bdi dir="ltr">{row.trackingId}</bdi>
                </td>
                {row.errors && !out ? (
                  <td className={cell} colSpan={6}>
                    {Object.values(row.errors).join(' ')}
                  </td>
                ) : update && !row.skipped ? (
                  <>
                    <td className={cn(cell, 'min-w-36')}>
                      {change(stageName(row.stage?.before), stageName(row.stage?.after))}
                      {row.skips && !out ? (
                        <p className="mt-1 font-semibold text-accent-800">
                          {desk.skipsStages(row.skips.map(stageName).join(', '))}
                        </p>
                      ) : null}
                    </td>
                    <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
                      {day(update.date)}
                    </td>
                    <td className={cn(cell, 'tabular-nums')}>{update.time ?? '—'}</td>
                    <td className={cell}>
                      <bdi>{update.location ?? '—'}</bdi>
                    </td>
                    <td className={cn(cell, 'min-w-48')}>
                      <bdi>{update.note}</bdi>
                      {update.noteAr ? (
                        <p lang="ar" dir="rtl" className="mt-1">
                          {update.noteAr}
                        </p>
                      ) : null}
                    </td>
                    <td className={cn(cell, 'tabular-nums')}>{out ? '' : (row.emails ?? 0)}</td>
                  </>
                ) : (
                  <td className={cell} colSpan={6}>
                    {desk.leftOut}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
