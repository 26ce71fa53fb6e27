import { useState, type ChangeEvent } from 'react'

import { CSV_TEMPLATE, MAX_CSV_BYTES } from '@contract/shipments'
import { Button, buttonClasses } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

import { staffApi, type ImportAnswer as Answer } from '@/console/app/api'
import { Notice, messageOf } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { ImportTable, type ImportRowShown } from './components/import-table'
import * as desk from './desk.messages'
import * as text from './shipments.messages'

type ImportAnswer = Omit<Answer, 'rows'> & { rows: ImportRowShown[] }

// A byte-order mark, so that spreadsheets open the Arabic example as UTF-8.
const template = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${CSV_TEMPLATE}`)}`

/**
 * A day's updates from a CSV file: a dry run shows every field each row will post, what is wrong
 * with a row and which stages it passes over, by line number; staff untick the rows to leave out,
 * and applying posts the rest in one transaction, or none.
 */
export function ImportUpdatesPage() {
  const [csv, setCsv] = useState<string | null>(null)
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set())
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null)

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    setAnswer(null)
    setLeft(new Set())
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
      const body = { csv, skip: apply ? [...left] : [] }
      setAnswer(await staffApi<ImportAnswer>(`shipments/import?dryRun=${apply ? 0 : 1}`, body))
      if (!apply) setLeft(new Set())
    } catch (error) {
      // The last dry run's table stays, so the rows can still be read beside the refusal.
      setProblem(messageOf(error))
    } finally {
      setBusy(null)
    }
  }

  function toggle(row: number) {
    const next = new Set(left)
    if (!next.delete(row)) next.add(row)
    setLeft(next)
  }

  const chosen = answer?.rows.filter((row) => !left.has(row.row)) ?? []
  const wrong = chosen.filter((row) => row.errors)
  const ready = chosen.length - wrong.length
  const canApply = answer !== null && !answer.applied && wrong.length === 0 && ready > 0

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
          {canApply ? (
            <Button loading={busy === 'apply'} onClick={() => void send(true)}>
              {left.size === 0 ? text.applyFile : desk.applyChosen(ready)}
            </Button>
          ) : null}
          <a
            href={template}
            download={desk.templateFile}
            className={buttonClasses({ variant: 'ghost' })}
          >
            {desk.downloadTemplate}
          </a>
        </div>
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {answer ? (
        <Notice tone={wrong.length ? 'error' : 'success'}>
          {answer.applied
            ? text.rowsApplied(answer.count)
            : wrong.length
              ? text.fixRows
              : text.rowsOk(ready)}
        </Notice>
      ) : null}
      {answer ? (
        <ImportTable rows={answer.rows} left={left} applied={answer.applied} onToggle={toggle} />
      ) : null}
    </div>
  )
}
