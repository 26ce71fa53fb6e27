import { QUOTE_UNITS } from '@contract/quote-catalogue'
import { lineAmount } from '@contract/quote-totals'
import type { QuoteTerms } from '@contract/quotes'
import { locale } from '@/i18n/current'

import { day } from '@/console/app/format'
import * as common from '@/console/app/console.messages'

import { hundredthsText, money } from '../hundredths'
import * as text from '../quotes.messages'
import { TotalsBar } from './totals-bar'

/** A quote's terms to read, not to edit: a sent quote, or a draft typed and not saved. */
export function QuoteLinesView({ terms }: { terms: QuoteTerms }) {
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col divide-y divide-navy-100">
        {terms.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0">
              <span className="font-semibold">{line.label[locale]}</span>
              <span className="block text-sm text-ink-muted">
                {line.item === 'insurance'
                  ? `${money(line.declaredValue)} × ${hundredthsText(line.rateBasisPoints)}%`
                  : `${line.quantity} ${QUOTE_UNITS[line.unit][locale]} × ${money(line.unitPrice)}`}
                {line.optional ? ` · ${text.optionalLabel}` : ''}
              </span>
            </span>
            <span className="font-semibold">
              {money(line.item === 'discount' ? -lineAmount(line) : lineAmount(line))}
            </span>
          </li>
        ))}
      </ol>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{text.validUntilField}</dt>
          <dd className="font-semibold">{day(terms.validUntil)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{text.languageField}</dt>
          <dd className="font-semibold">{common.languages[terms.language]}</dd>
        </div>
        {terms.notes ? (
          <div className="sm:col-span-3">
            <dt className="text-ink-muted">{text.notesField}</dt>
            <dd dir="auto" className="text-start whitespace-pre-line [overflow-wrap:anywhere]">
              {terms.notes}
            </dd>
          </div>
        ) : null}
      </dl>
      <TotalsBar terms={terms} />
    </div>
  )
}
