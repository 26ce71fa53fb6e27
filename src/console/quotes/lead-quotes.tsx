import { useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { messageOf, Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import { day } from '@/console/app/format'
import { useStaffData } from '@/console/app/use-staff-data'

import { money } from './hundredths'
import { prepareQuote, quotesOfLead, type QuoteList } from './quote-api'
import { QuoteScreen } from './quote-screen'
import * as text from './quotes.messages'

/**
 * A lead's quotes (issue 53), for those who work leads: each with its reference, status, total
 * and validity, newest first; "Prepare a quote" while none is a draft; and the one chosen (at
 * first the draft, else the newest) to edit or read below the list.
 */
export function LeadQuotes({ leadId }: { leadId: number }) {
  const list = useStaffData<QuoteList>(quotesOfLead(leadId))
  const [chosen, setChosen] = useState<number | null>(null)
  const [preparing, setPreparing] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const quotes = list.data?.quotes ?? []
  const open =
    chosen ?? quotes.find((quote) => quote.status === 'draft')?.id ?? quotes[0]?.id ?? null

  async function prepare() {
    setPreparing(true)
    setRefusal(null)
    try {
      setChosen((await prepareQuote(leadId)).id)
      list.reload()
    } catch (error) {
      setRefusal(messageOf(error))
    } finally {
      setPreparing(false)
    }
  }

  return (
    <Section id="quotes" title={text.quotesTitle}>
      <div className="flex flex-col gap-4">
        {list.error ? <Notice tone="error">{list.error}</Notice> : null}
        {refusal ? <Notice tone="error">{refusal}</Notice> : null}
        {list.data && quotes.length === 0 ? (
          <p className="text-ink-muted">{text.noQuotes}</p>
        ) : null}
        {quotes.length ? (
          <ul className="flex flex-col gap-2">
            {quotes.map((quote) => (
              <li key={quote.id}>
                <button
                  type="button"
                  aria-current={quote.id === open ? 'true' : undefined}
                  onClick={() => setChosen(quote.id)}
                  className={cn(
                    'grid min-h-11 w-full grid-cols-2 gap-x-4 gap-y-1 rounded-xl border p-3 text-start sm:grid-cols-4',
                    quote.id === open
                      ? 'border-navy-900 bg-navy-50'
                      : 'border-navy-200 hover:border-navy-400',
                  )}
                >
                  <Fact label={text.referenceLabel}>
                    <bdi dir="ltr">{quote.reference}</bdi>
                  </Fact>
                  <Fact label={text.statusLabel}>{text.quoteStatuses[quote.status]}</Fact>
                  <Fact label={text.totalLabel}>{money(quote.total)}</Fact>
                  <Fact label={text.validUntilLabel}>{day(quote.validUntil)}</Fact>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {list.data && !quotes.some((quote) => quote.status === 'draft') ? (
          <Button className="self-start" loading={preparing} onClick={() => void prepare()}>
            {text.prepareQuote}
          </Button>
        ) : null}
        {open !== null ? <QuoteScreen key={open} id={open} onChanged={list.reload} /> : null}
      </div>
    </Section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="text-sm text-ink-muted">{label}</span>
      <span className="font-semibold [overflow-wrap:anywhere]">{children}</span>
    </span>
  )
}
