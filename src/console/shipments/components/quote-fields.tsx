import { useEffect, useState } from 'react'

import type { QuoteSubject } from '@contract/quotes'
import type { ShipmentField } from '@contract/shipments'
import { InputField } from '@/components/ui/form/input'
import type { QuoteDetails } from '@/lib/quote-details'
import { placeName, shippingLabel } from '@/lib/quote-summary'

import { staffApi } from '@/console/app/api'
import * as common from '@/console/app/console.messages'
import * as text from '../shipments.messages'

/** The fields a new shipment takes from a lead's accepted quote, in the order they are shown. */
const QUOTE_FIELDS = [
  'customer_name',
  'contact_number',
  'email',
  'origin',
  'destination',
  'collection_date',
  'cargo_type',
  'volume',
] as const satisfies readonly ShipmentField[]
export type QuoteFields = Record<(typeof QUOTE_FIELDS)[number], string>

type AcceptedQuote = { reference: string; subject: QuoteSubject<Omit<QuoteDetails, 'contact'>> }

/** What the accepted quote's subject says of each field: the customer, route, date and mode. */
function quoteFields({ customer, move }: AcceptedQuote['subject']): QuoteFields {
  return {
    customer_name: customer.name,
    contact_number: customer.phone,
    email: customer.email,
    origin: move ? placeName(move.from) : '',
    destination: move ? placeName(move.to) : '',
    collection_date: move?.when.date ?? '',
    cargo_type: move ? shippingLabel(move.shipping) : '',
    volume: move ? String(move.volume) : '',
  }
}

/**
 * The chosen lead's accepted quote, as fields staff can still change before the shipment is made;
 * null while no lead is chosen or it has no accepted quote (the server then fills the customer
 * from the lead).
 */
export function useQuoteFields(lead: string) {
  const [filled, setFilled] = useState<{
    lead: string
    reference: string
    fields: QuoteFields
  } | null>(null)
  useEffect(() => {
    if (!lead) return
    let current = true
    staffApi<AcceptedQuote>(`quotes/accepted?lead=${encodeURIComponent(lead)}`).then(
      (quote) =>
        current &&
        setFilled({ lead, reference: quote.reference, fields: quoteFields(quote.subject) }),
      // No accepted quote (404), or none readable: the lead alone fills the shipment.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [lead])
  const shown = filled?.lead === lead ? filled : null
  const change = (field: keyof QuoteFields, value: string) =>
    setFilled((was) => (was ? { ...was, fields: { ...was.fields, [field]: value } } : was))
  return { filled: shown, change }
}

export function QuoteFieldset({
  reference,
  fields,
  onChange,
}: {
  reference: string
  fields: QuoteFields
  onChange: (field: keyof QuoteFields, value: string) => void
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-navy-950">
        {text.fromAcceptedQuote(reference)}
      </legend>
      {QUOTE_FIELDS.map((field) => (
        <InputField
          key={field}
          label={common.fieldLabels[field]}
          type={field === 'collection_date' ? 'date' : 'text'}
          dir={field === 'contact_number' || field === 'email' ? 'ltr' : undefined}
          value={fields[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ))}
    </fieldset>
  )
}
