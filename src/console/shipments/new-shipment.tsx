import { useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { staffApi, type WonLead } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { moment, serviceName } from '@/console/app/format'
import * as common from '@/console/app/console.messages'
import * as text from './shipments.messages'
import { QuoteFieldset, useQuoteFields } from './components/quote-fields'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'

const EMPTY = ''

/**
 * A new shipment under a new random tracking number, empty or from a won lead still waiting for
 * one: the server fills in the customer's details from the lead and links the two. A lead whose
 * quote was accepted also gives its route, date and mode, shown to be checked first (issue 53).
 * The desk then opens it to be completed.
 */
export function NewShipmentPage() {
  const [params] = useSearchParams()
  // The lead page links here with its lead; it is offered even if beyond the list's length.
  const asked = params.get('lead')
  const [lead, setLead] = useState(asked ?? EMPTY)
  const waiting = useStaffData<{ leads: WonLead[] }>('shipments/won-leads')
  const navigate = useNavigate()
  const { busy, notice, run } = useAction()
  const quote = useQuoteFields(lead)

  function create(event: FormEvent) {
    event.preventDefault()
    void run('create', async () => {
      // A field left blank is left to the server, which fills the customer from the lead.
      const filled = Object.entries(quote.filled?.fields ?? {}).filter(([, value]) => value.trim())
      const { trackingId } = await staffApi<{ trackingId: string }>('shipments', {
        leadId: lead === EMPTY ? null : Number(lead),
        ...Object.fromEntries(filled),
      })
      navigate(`/shipments/${trackingId}`)
    })
  }

  const leads = waiting.data?.leads ?? []
  const unlisted = asked !== null && !leads.some((won) => String(won.id) === asked)
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={text.newShipmentTitle} intro={text.newShipmentIntro} />
      <form
        onSubmit={create}
        className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-soft sm:max-w-xl sm:p-6"
      >
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        {waiting.error ? <Notice tone="error">{waiting.error}</Notice> : null}
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-navy-950">{text.startFrom}</legend>
          <Choice name={text.emptyShipment} value={EMPTY} chosen={lead} onChoose={setLead} />
          {leads.map((won) => (
            <Choice
              key={won.id}
              name={<bdi>{won.name}</bdi>}
              detail={`${text.leadNumber(won.id)} · ${serviceName(won.service)} · ${moment(won.createdAt)}`}
              value={String(won.id)}
              chosen={lead}
              onChoose={setLead}
            />
          ))}
          {waiting.data && unlisted ? (
            <Choice
              name={text.leadNumber(Number(asked))}
              value={asked}
              chosen={lead}
              onChoose={setLead}
            />
          ) : null}
          {waiting.data && leads.length === 0 && !unlisted ? (
            <p className="text-ink-muted">{text.noWonLeads}</p>
          ) : null}
        </fieldset>
        {quote.filled ? (
          <QuoteFieldset
            reference={quote.filled.reference}
            fields={quote.filled.fields}
            onChange={quote.change}
          />
        ) : null}
        <Button type="submit" loading={busy === 'create'} className="self-start">
          {common.createShipment}
        </Button>
      </form>
    </div>
  )
}

function Choice({
  name,
  detail,
  value,
  chosen,
  onChoose,
}: {
  name: ReactNode
  detail?: string
  value: string
  chosen: string
  onChoose: (value: string) => void
}) {
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
        'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-500/60',
        chosen === value
          ? 'border-navy-900 bg-navy-50'
          : 'border-navy-200 bg-white hover:border-navy-400',
      )}
    >
      <input
        type="radio"
        name="lead"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className="mt-1 size-4 accent-navy-900"
      />
      <span className="flex flex-col">
        <span className="font-semibold text-navy-950">{name}</span>
        {detail ? <span className="text-sm text-ink-muted">{detail}</span> : null}
      </span>
    </label>
  )
}
