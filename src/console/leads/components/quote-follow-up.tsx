import { useState, type ReactNode } from 'react'

import type { QuoteDeposit } from '@contract/quote-pipeline'
import type { QuoteListing } from '@contract/quotes'
import { Button } from '@/components/ui/button'
import { qatarToday } from '@/lib/qatar-today'

import { staffApi, type Lead } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import { moment } from '@/console/app/format'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'
import * as text from '../quote-pipeline.messages'
import type { UndoState } from './undo-toast'
import { WorkSheet } from './work-sheet'

/**
 * What a lead's quotes ask of sales once sent (issue 53): why the lead was lost when its latest
 * quote was declined or ran out, and the deposit of the accepted one. The lead itself changes only
 * when someone says so.
 */
export function QuoteFollowUp({
  lead,
  undo,
  onChanged,
}: {
  lead: Lead
  undo: UndoState
  onChanged: () => void
}) {
  const quotes = useStaffData<{ quotes: QuoteListing[] }>(`quotes?lead=${lead.id}`, lead)
  const listed = quotes.data?.quotes ?? []
  const accepted = listed.find((quote) => quote.status === 'accepted')
  // Newest first: an older quote declined before this one was sent is history.
  const latest = listed[0]
  const expired =
    latest?.status === 'expired' || (latest?.status === 'sent' && latest.validUntil < qatarToday())
  const ended = latest && (latest.status === 'declined' || expired) ? latest : null
  return (
    <>
      {ended && !accepted && lead.status !== 'lost' && lead.status !== 'won' ? (
        <LostPrompt
          lead={lead}
          said={
            ended.status === 'declined'
              ? text.quoteDeclined(ended.reference)
              : text.quoteExpired(ended.reference)
          }
          undo={undo}
          onChanged={onChanged}
        />
      ) : null}
      {accepted ? <Deposit quote={accepted} /> : null}
    </>
  )
}

function LostPrompt({
  lead,
  said,
  undo,
  onChanged,
}: {
  lead: Lead
  said: string
  undo: UndoState
  onChanged: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Notice tone="error">
        <span className="flex flex-wrap items-center gap-3">
          <span>
            {said} {text.lostPrompt}
          </span>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {text.sayWhyLost}
          </Button>
        </span>
      </Notice>
      <WorkSheet
        kind={open ? 'lost' : null}
        lead={lead}
        onClose={() => setOpen(false)}
        onDone={(change) => {
          undo.done(change)
          onChanged()
        }}
      />
    </>
  )
}

function Deposit({ quote }: { quote: QuoteListing }) {
  const deposit = useStaffData<QuoteDeposit>(`quotes/${quote.id}/deposit`)
  const { busy, notice, run } = useAction()
  const data = deposit.data
  const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>
  return (
    <Section id="deposit" title={text.depositTitle}>
      {deposit.error ? <Notice tone="error">{deposit.error}</Notice> : null}
      {data ? (
        <div className="flex flex-col gap-4">
          <p>{text.depositIntro(data.reference)}</p>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
            {(
              [
                [text.depositDue, ltr(text.money(data.due))],
                [text.paymentReference, ltr(data.reference)],
                ...(data.bank
                  ? [
                      [text.bankName, data.bank.bank],
                      [text.accountName, data.bank.accountName],
                      [text.iban, ltr(data.bank.iban)],
                      [text.swift, ltr(data.bank.swift)],
                    ]
                  : []),
              ] as Array<[string, ReactNode]>
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          {data.bank ? null : <p className="text-ink-muted">{text.noBankDetails}</p>}
          {notice?.tone === 'error' ? <Notice tone="error">{notice.text}</Notice> : null}
          {data.receivedAt !== null ? (
            <p role="status" className="font-semibold text-green-900">
              {text.depositReceived(moment(data.receivedAt), data.receivedBy)}
            </p>
          ) : (
            <Button
              className="self-start"
              loading={busy === 'deposit'}
              onClick={() =>
                void run('deposit', async () => {
                  await staffApi(`quotes/${quote.id}/deposit`, {})
                  deposit.reload()
                })
              }
            >
              {text.markDepositReceived}
            </Button>
          )}
        </div>
      ) : null}
    </Section>
  )
}
