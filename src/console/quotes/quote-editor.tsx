import { useState, type FormEvent } from 'react'

import { enquiryLocales, type EnquiryLocale } from '@contract/enquiry'
import { INSURANCE_ITEM, PRICED_ITEMS } from '@contract/quote-catalogue'
import { addDays, MAX_VALIDITY_DAYS } from '@contract/quotes'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'
import { FieldError } from '@/components/ui/form/field'
import { locale } from '@/i18n/current'
import { qatarToday } from '@/lib/qatar-today'

import { StaffApiError } from '@/console/app/api'
import { messageOf, Notice } from '@/console/app/components/notice'
import * as common from '@/console/app/console.messages'

import { LineFields } from './components/line-fields'
import { PlannedMoveFacts } from './components/planned-move'
import { TotalsBar } from './components/totals-bar'
import { draftOf, termsOf, withNewLine, type Draft, type Problems } from './draft'
import { LINE_GROUPS, perCubicMetreFreight, type LineGroup, type LineItem } from './line-groups'
import { saveQuote, sendQuote, type ConsoleQuote, type SentQuote } from './quote-api'
import * as text from './quotes.messages'
import { fieldOfMessage } from './server-problems'

const itemName = (item: LineItem) =>
  (item === 'insurance' ? INSURANCE_ITEM : PRICED_ITEMS[item]).label[locale]

type Outcome = { tone: 'error' | 'success'; text: string; conflict?: boolean }

/**
 * A draft quote, edited: its lines from the catalogue, validity, deposit, notes and language,
 * with the totals following the typing. Saving replaces the draft at the revision it was read at;
 * a refusal shows next to the field it names, and one made because someone changed the quote
 * meanwhile offers the latest version without losing what was typed (`onReload` gets it). Sending
 * saves what was typed first.
 */
export function QuoteEditor({
  quote,
  initial,
  onSaved,
  onSent,
  onReload,
}: {
  quote: ConsoleQuote
  initial: Draft
  onSaved: (quote: ConsoleQuote) => void
  onSent: (sent: SentQuote) => void
  onReload: (typed: Draft) => void
}) {
  const [draft, setDraft] = useState(initial)
  const [tried, setTried] = useState(false)
  const [refused, setRefused] = useState<Problems>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState<'save' | 'send' | null>(null)
  const [adding, setAdding] = useState('')
  const { terms, problems: typing } = termsOf(draft)
  const problems: Problems = { ...(tried ? typing : {}), ...refused }

  const change = (next: Draft) => {
    setDraft(next)
    setRefused({})
  }

  /** Saves what was typed if it differs from the stored draft; the revision to send at, or null. */
  async function saved(): Promise<number | null> {
    setTried(true)
    if (Object.keys(typing).length) return null
    const stored = termsOf(draftOf(quote)).terms
    if (JSON.stringify(stored) === JSON.stringify(terms)) return quote.revision
    try {
      const answer = await saveQuote(quote.id, { ...terms, revision: quote.revision })
      onSaved(answer)
      return answer.revision
    } catch (error) {
      refusal(error)
      return null
    }
  }

  function refusal(error: unknown) {
    const message = messageOf(error)
    const field = fieldOfMessage(message, draft.lines.length)
    if (field) {
      setRefused({ [field]: message })
      setOutcome(null)
    } else
      setOutcome({
        tone: 'error',
        text: message,
        conflict: error instanceof StaffApiError && error.status === 409,
      })
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy('save')
    setOutcome(null)
    const revision = await saved()
    if (revision !== null) setOutcome({ tone: 'success', text: text.saved })
    setBusy(null)
  }

  async function send() {
    setBusy('send')
    setOutcome(null)
    const revision = await saved()
    if (revision !== null)
      try {
        onSent(await sendQuote(quote.id, revision))
      } catch (error) {
        refusal(error)
      }
    setBusy(null)
  }

  const move = quote.subject.move
  const freight = draft.lines.findIndex((line) => perCubicMetreFreight(line.item))
  const planned = move ? Math.max(1, Math.ceil(move.volume)) : 0
  const hasInsurance = draft.lines.some((line) => line.item === 'insurance')
  const groups = (Object.keys(LINE_GROUPS) as LineGroup[]).map((group) => ({
    label: text.groupNames[group],
    options: (LINE_GROUPS[group] as readonly LineItem[])
      .filter((item) => item !== 'insurance' || !hasInsurance)
      .map((item) => ({ value: item, label: itemName(item) })),
  }))

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-6">
      {outcome ? (
        <Notice tone={outcome.tone}>
          {outcome.text}
          {outcome.conflict ? (
            <Button
              variant="outline"
              size="sm"
              className="ms-3 mt-2"
              onClick={() => onReload(draft)}
            >
              {text.reloadQuote}
            </Button>
          ) : null}
        </Notice>
      ) : null}
      {move ? (
        <div className="flex flex-col gap-3">
          <PlannedMoveFacts move={move} />
          {freight < 0 ? (
            <p className="text-sm text-ink-muted">{text.noFreightLine}</p>
          ) : (
            <Button
              variant="outline"
              className="self-start whitespace-normal!"
              onClick={() => {
                const lines = [...draft.lines]
                lines[freight] = { ...lines[freight]!, quantity: String(planned) }
                change({ ...draft, lines })
                setOutcome({ tone: 'success', text: text.volumeUsed(planned) })
              }}
            >
              {text.useVolume(planned)}
            </Button>
          )}
        </div>
      ) : null}
      <section aria-labelledby={`quote-${quote.id}-lines`} className="flex flex-col gap-4">
        <h4 id={`quote-${quote.id}-lines`} className="text-lg">
          {text.linesTitle}
        </h4>
        <FieldError id={`quote-${quote.id}-lines-problem`} error={problems.lines} />
        {draft.lines.length === 0 ? <p className="text-ink-muted">{text.noLines}</p> : null}
        {draft.lines.map((line, index) => (
          <LineFields
            key={line.id}
            line={line}
            counted={terms.lines[index]!}
            index={index}
            problems={problems}
            onChange={(next) =>
              change({
                ...draft,
                lines: draft.lines.map((each, at) => (at === index ? next : each)),
              })
            }
            onRemove={() =>
              change({ ...draft, lines: draft.lines.filter((_, at) => at !== index) })
            }
          />
        ))}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label={text.addLineLabel}
            placeholder={text.chooseItem}
            options={groups.filter((group) => group.options.length)}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            className="sm:min-w-80"
          />
          <Button
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              change(withNewLine(draft, adding as LineItem))
              setAdding('')
            }}
          >
            {text.addLine}
          </Button>
        </div>
      </section>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-navy-950">{text.termsTitle}</legend>
        <InputField
          label={text.validUntilField}
          type="date"
          min={qatarToday()}
          max={addDays(qatarToday(), MAX_VALIDITY_DAYS)}
          value={draft.validUntil}
          error={problems.validUntil}
          onChange={(event) => change({ ...draft, validUntil: event.target.value })}
        />
        <InputField
          label={text.depositField}
          inputMode="numeric"
          dir="ltr"
          value={draft.depositPercent}
          error={problems.depositPercent}
          onChange={(event) => change({ ...draft, depositPercent: event.target.value })}
        />
        <SelectField
          label={text.languageField}
          placeholder={text.languageField}
          options={enquiryLocales.map((code) => ({ value: code, label: common.languages[code] }))}
          value={draft.language}
          error={problems.language}
          onChange={(event) =>
            change({ ...draft, language: (event.target.value || draft.language) as EnquiryLocale })
          }
        />
        <TextareaField
          label={text.notesField}
          className="sm:col-span-3"
          dir="auto"
          rows={3}
          value={draft.notes}
          error={problems.notes}
          onChange={(event) => change({ ...draft, notes: event.target.value })}
        />
      </fieldset>
      <TotalsBar terms={terms} sticky>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button
            type="submit"
            variant="secondary"
            className="px-3 leading-tight whitespace-normal!"
            loading={busy === 'save'}
            disabled={!!busy}
          >
            {text.saveDraft}
          </Button>
          <Button
            className="px-3 leading-tight whitespace-normal!"
            loading={busy === 'send'}
            disabled={!!busy}
            onClick={() => void send()}
          >
            {text.sendQuote}
          </Button>
        </div>
      </TotalsBar>
    </form>
  )
}
