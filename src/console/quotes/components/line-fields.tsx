import { Trash2 } from 'lucide-react'

import { QUOTE_UNITS, type QuoteUnit } from '@contract/quote-catalogue'
import { lineAmount } from '@contract/quote-totals'
import type { QuoteLine } from '@contract/quotes'
import { Field, FieldError } from '@/components/ui/form/field'
import { InputField } from '@/components/ui/form/input'
import { NativeSelect } from '@/components/ui/form/select'
import { locale } from '@/i18n/current'

import type { LineDraft, LinePart, Problems } from '../draft'
import { money } from '../hundredths'
import * as text from '../quotes.messages'

const units = Object.keys(QUOTE_UNITS) as QuoteUnit[]

/**
 * One line of the draft: its labels in both languages (the customer reads the one of the quote's
 * language), its quantity, unit and unit price, or the insurance's declared value and rate, whether
 * the customer may leave it out, and its amount as the totals count it. Money fields open the
 * phone's decimal keypad, quantities the digits.
 */
export function LineFields({
  line,
  counted,
  index,
  problems,
  onChange,
  onRemove,
}: {
  line: LineDraft
  /** The line as the totals count it. */
  counted: QuoteLine
  index: number
  problems: Problems
  onChange: (line: LineDraft) => void
  onRemove: () => void
}) {
  const n = index + 1
  const problem = (part: LinePart) => problems[`lines.${index}.${part}`]
  const set = (change: Partial<LineDraft>) => onChange({ ...line, ...change })
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-navy-100 p-3 sm:p-4">
      <legend className="px-1 font-semibold text-navy-950">
        {text.lineTitle(n, line.label[locale])}
      </legend>
      {/* Prefilled from the catalogue and seldom changed: folded away unless refused. */}
      <details open={problem('label') ? true : undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-navy-700 underline underline-offset-4">
          {text.labelsToggle}
        </summary>
        <div className="grid gap-3 pt-2 sm:grid-cols-2">
          <InputField
            label={text.labelEnglish}
            dir="ltr"
            lang="en"
            value={line.label.en}
            error={problem('label')}
            onChange={(event) => set({ label: { ...line.label, en: event.target.value } })}
          />
          <InputField
            label={text.labelArabic}
            dir="rtl"
            lang="ar"
            value={line.label.ar}
            onChange={(event) => set({ label: { ...line.label, ar: event.target.value } })}
          />
        </div>
      </details>
      {line.item === 'insurance' ? (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <InputField
            label={text.declaredValueLabel}
            inputMode="decimal"
            dir="ltr"
            value={line.declared}
            error={problem('declared')}
            onChange={(event) => set({ declared: event.target.value })}
          />
          <InputField
            label={text.rateLabel}
            inputMode="decimal"
            dir="ltr"
            value={line.rate}
            error={problem('rate')}
            onChange={(event) => set({ rate: event.target.value })}
          />
          <Amount counted={counted} />
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <InputField
            label={text.quantityLabel}
            inputMode="numeric"
            dir="ltr"
            value={line.quantity}
            error={problem('quantity')}
            onChange={(event) => set({ quantity: event.target.value })}
          />
          <Field label={text.unitLabel} error={problem('unit')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={line.unit}
                onChange={(event) => set({ unit: event.target.value as QuoteUnit })}
              >
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {QUOTE_UNITS[unit][locale]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <InputField
            label={text.unitPriceLabel}
            inputMode="decimal"
            dir="ltr"
            value={line.price}
            error={problem('price')}
            onChange={(event) => set({ price: event.target.value })}
          />
          <Amount counted={counted} />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {line.item === 'discount' ? (
          <span />
        ) : (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              checked={line.optional}
              onChange={(event) => set({ optional: event.target.checked })}
              className="size-5 accent-navy-900"
            />
            {text.optionalLabel}
          </label>
        )}
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-red-800 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {text.removeLine(n)}
        </button>
      </div>
      <FieldError id={`line-${line.id}-problem`} error={problem('line')} />
    </fieldset>
  )
}

function Amount({ counted }: { counted: QuoteLine }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-navy-900">{text.lineAmount}</span>
      <output className="flex min-h-12 items-center justify-end font-semibold">
        {money(counted.item === 'discount' ? -lineAmount(counted) : lineAmount(counted))}
      </output>
    </div>
  )
}
