import { useEffect, useState } from 'react'

import { Button, buttonClasses } from '@/components/ui/button'

import { messageOf, Notice } from '@/console/app/components/notice'
import * as common from '@/console/app/console.messages'

import { QuoteLinesView } from './components/quote-lines-view'
import { draftOf, termsOf, type Draft } from './draft'
import { readQuote, reviseQuote, type ConsoleQuote, type SentQuote } from './quote-api'
import { QuoteEditor } from './quote-editor'
import * as text from './quotes.messages'

type Shown = { quote: ConsoleQuote; initial: Draft; key: number }

/**
 * One quote of the lead: a draft in the editor, or a sent (accepted, declined, expired) quote to
 * read, which "Revise" makes a draft again. Right after sending it shows the customer's link to
 * copy and to send on WhatsApp: the link exists only then, as the server keeps only its hash.
 */
export function QuoteScreen({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [shown, setShown] = useState<Shown | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<Omit<SentQuote, 'quote'> | null>(null)
  const [kept, setKept] = useState<Draft | null>(null)
  const [busy, setBusy] = useState(false)

  const show = (quote: ConsoleQuote, initial = draftOf(quote)) =>
    setShown((before) => ({ quote, initial, key: (before?.key ?? 0) + 1 }))

  useEffect(() => {
    let current = true
    readQuote(id).then(
      (quote) => current && show(quote),
      (failure: unknown) => current && setError(messageOf(failure)),
    )
    return () => {
      current = false
    }
  }, [id])

  if (error) return <Notice tone="error">{error}</Notice>
  if (!shown)
    return (
      <p role="status" className="text-ink-muted">
        {common.loading}
      </p>
    )
  const { quote } = shown

  async function revise() {
    setBusy(true)
    setError(null)
    try {
      show((await reviseQuote(quote.id, quote.revision)).quote)
      setSent(null)
      onChanged()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-xl">
          {text.quoteTitle} <bdi dir="ltr">{quote.reference}</bdi>
        </h3>
        <span className="rounded-full bg-navy-50 px-3 py-0.5 text-sm font-semibold text-navy-900">
          {text.quoteStatuses[quote.status]}
        </span>
        {quote.currentVersion ? (
          <span className="text-sm text-ink-muted">{text.versionSent(quote.currentVersion)}</span>
        ) : null}
      </div>
      {sent ? <SentLinks version={quote.currentVersion ?? 1} {...sent} /> : null}
      {quote.status === 'draft' ? (
        <QuoteEditor
          key={shown.key}
          quote={quote}
          initial={shown.initial}
          onSaved={(saved) => {
            setShown({ ...shown, quote: saved })
            onChanged()
          }}
          onSent={(answer) => {
            show(answer.quote)
            setSent({ link: answer.link, whatsapp: answer.whatsapp })
            onChanged()
          }}
          onReload={(typed) => {
            setKept(typed)
            readQuote(quote.id).then(show, (failure: unknown) => setError(messageOf(failure)))
          }}
        />
      ) : (
        <>
          <p className="text-ink-muted">{text.readOnly}</p>
          <QuoteLinesView terms={quote} />
          {quote.status === 'sent' ? (
            <Button
              variant="outline"
              className="self-start"
              loading={busy}
              onClick={() => void revise()}
            >
              {text.revise}
            </Button>
          ) : null}
        </>
      )}
      {kept ? (
        <section
          aria-labelledby={`quote-${quote.id}-kept`}
          className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-accent-500 p-3 sm:p-4"
        >
          <h4 id={`quote-${quote.id}-kept`} className="text-lg">
            {text.keptTitle}
          </h4>
          <p className="text-sm text-ink-muted">{text.keptIntro}</p>
          <QuoteLinesView terms={termsOf(kept).terms} />
          {quote.status === 'draft' ? (
            <Button
              variant="outline"
              className="self-start"
              onClick={() => {
                show(quote, kept)
                setKept(null)
              }}
            >
              {text.useKept}
            </Button>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

/** The customer's link, just sent: to copy, or to send on WhatsApp in one tap. */
function SentLinks({
  version,
  link,
  whatsapp,
}: {
  version: number
  link: string
  whatsapp: string
}) {
  const [copied, setCopied] = useState<string | null>(null)
  return (
    <section
      aria-labelledby="quote-sent"
      className="flex flex-col gap-3 rounded-xl border border-green-700 bg-green-50 p-3 sm:p-4"
    >
      <h4 id="quote-sent" className="text-lg text-green-900">
        {text.sentTitle}
      </h4>
      <p>{text.sentIntro(version)}</p>
      <code dir="ltr" className="block text-start text-sm break-all select-all">
        {link}
      </code>
      <div className="grid gap-2 sm:flex">
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          {text.sendOnWhatsapp}
        </a>
        <Button
          variant="outline"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => setCopied(text.linkCopied),
              (failure: unknown) => setCopied(messageOf(failure)),
            )
          }
        >
          {text.copyLink}
        </Button>
      </div>
      {copied ? <p role="status">{copied}</p> : null}
    </section>
  )
}
