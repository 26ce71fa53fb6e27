import { useState, type ChangeEvent } from 'react'

import { MAX_CSV_BYTES } from '@contract/shipments'
import { milestoneLabels } from '@contract/tracking-messages'
import { isMilestone } from '@contract/jobs'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

import { staffApi, type ImportAnswer } from '@/console/app/api'
import { Notice, messageOf } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { change } from '@/console/audit'
import * as common from '@/console/app/console.messages'
import * as text from './shipments.messages'

const stageName = (stage: string | null | undefined) =>
  stage && isMilestone(stage) ? milestoneLabels[stage] : '—'

/**
 * A day's updates from a CSV file: a dry run shows each row's change or what is wrong with it,
 * by line number; applying posts every row in one transaction, or none.
 */
export function ImportUpdatesPage() {
  const [csv, setCsv] = useState<string | null>(null)
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null)

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    setAnswer(null)
    setProblem(null)
    if (!file) return setCsv(null)
    if (file.size > MAX_CSV_BYTES) {
      setCsv(null)
      return setProblem(text.csvTooBig(MAX_CSV_BYTES / 1024))
    }
    setCsv(await file.text())
  }

  async function send(apply: boolean) {
    if (csv === null) return
    setBusy(apply ? 'apply' : 'check')
    setProblem(null)
    try {
      setAnswer(await staffApi<ImportAnswer>(`shipments/import?dryRun=${apply ? 0 : 1}`, { csv }))
    } catch (error) {
      // The last dry run's table stays, so the rows can still be read beside the refusal.
      setProblem(messageOf(error))
    } finally {
      setBusy(null)
    }
  }

  const wrong = answer?.rows.filter((row) => row.errors) ?? []
  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/shipments"
        className="self-start font-semibold text-navy-700 underline underline-offset-4"
      >
        {text.allShipments}
      </Link>
      <PageHeading title={text.importTitle} intro={text.importIntro} />
      <div className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-soft sm:p-6">
        <label className="flex flex-col gap-2 font-semibold text-navy-900">
          {text.csvFile}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void read(event)}
            className="font-normal"
          />
        </label>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={csv === null}
            loading={busy === 'check'}
            onClick={() => void send(false)}
          >
            {text.checkFile}
          </Button>
          {answer && !answer.applied && wrong.length === 0 && answer.count > 0 ? (
            <Button loading={busy === 'apply'} onClick={() => void send(true)}>
              {text.applyFile}
            </Button>
          ) : null}
        </div>
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {answer ? (
        <Notice tone={wrong.length ? 'error' : 'success'}>
          {answer.applied
            ? text.rowsApplied(answer.count)
            : wrong.length
              ? text.fixRows
              : text.rowsOk(answer.count)}
        </Notice>
      ) : null}
      {answer ? (
        <div
          role="region"
          aria-label={text.importTitle}
          tabIndex={0}
          className="overflow-x-auto rounded-card bg-white p-4 shadow-soft sm:p-6"
        >
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-navy-100 text-start">
                <th scope="col" className="px-3 py-2 text-start">
                  {text.rowLabel}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {common.trackingLabel}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {text.updateStage}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {text.emailsColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr
                  key={row.row}
                  className={row.errors ? 'bg-red-50 text-red-900' : 'border-b border-navy-50'}
                >
                  <td className="px-3 py-2 tabular-nums">{row.row}</td>
                  <td className="px-3 py-2">
                    <bdi dir="ltr">{row.trackingId}</bdi>
                  </td>
                  <td className="px-3 py-2">
                    {row.errors
                      ? Object.values(row.errors).join(' ')
                      : change(stageName(row.stage?.before), stageName(row.stage?.after))}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{row.errors ? '' : (row.emails ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}
