import { Lock, Mail } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { WhatsAppUpdatesField } from '@/components/ui/form/whatsapp-updates-field'
import { ApiError } from '@/lib/api-error'

import { subscriptionRequestSchema, type ReceivedJob } from '@contract/jobs'
import { privacyMessages } from '@contract/tracking-messages'

import { revealJob, subscribeToMilestones } from '../api/second-factor'
import * as text from '../tracking-result.messages'

const LAST_4 = /^\d{4}$/

/** The server's words for a refusal (a wrong answer, the hourly limit), else a general one. */
const refusal = (failure: unknown) =>
  failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : text.requestFailed

type RevealProps = {
  trackingId: string
  onRevealed: (job: ReceivedJob, last4: string) => void
}

/**
 * "Show full details": the masked result asks for the last 4 digits of the contact number on
 * file. What was typed stays in the field after a refusal, so a typo is fixed, not retyped.
 */
export function RevealDetails({ trackingId, onRevealed }: RevealProps) {
  const [open, setOpen] = useState(false)
  const [digits, setDigits] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const last4 = digits.trim()
    if (!LAST_4.test(last4)) {
      setError(privacyMessages.contactLast4)
      return
    }
    setSending(true)
    setError(undefined)
    try {
      onRevealed(await revealJob({ tracking_id: trackingId, contact_last4: last4 }), last4)
    } catch (failure) {
      setError(refusal(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="rounded-2xl border border-dashed border-navy-200 p-4">
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <Lock className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden="true" />
        {text.maskedNote}
      </p>
      {open ? (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:max-w-md">
          <InputField
            label={text.last4Label}
            hint={text.last4Hint}
            name="contact_last4"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={digits}
            error={error}
            onChange={(event) => setDigits(event.target.value.replace(/\D/g, ''))}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" loading={sending}>
              {sending ? text.checking : text.showDetails}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
              {text.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-3"
          onClick={() => setOpen(true)}
        >
          {text.showFullDetails}
        </Button>
      )}
    </div>
  )
}

type SubscribeProps = {
  trackingId: string
  last4: string
  /** The shipment is one leg of a move: offer the other legs' milestones too. */
  move: boolean
}

/** What a subscription turned on: the address a confirmation went to, and WhatsApp. */
type Subscribed = { email: string; whatsapp: boolean }

/**
 * Milestone updates, offered once the visitor has shown the shipment is theirs: by e-mail (double
 * opt-in: the server mails a confirmation link and sends nothing else until it is opened) and, if
 * ticked, on WhatsApp to the contact number on file, as well as or instead of e-mail.
 */
export function SubscribeToMilestones({ trackingId, last4, move }: SubscribeProps) {
  const [email, setEmail] = useState('')
  const [wholeMove, setWholeMove] = useState(false)
  const [whatsapp, setWhatsapp] = useState(false)
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const [subscribed, setSubscribed] = useState<Subscribed>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    // The server's own rules for the request, so both say the same about the address.
    const request = subscriptionRequestSchema.parse({
      tracking_id: trackingId,
      contact_last4: last4,
      email,
      wholeMove: move && wholeMove,
      whatsapp,
    })
    if (!request.ok) {
      setError(request.error)
      return
    }
    setSending(true)
    setError(undefined)
    try {
      await subscribeToMilestones(request.value)
      setSubscribed({ email: request.value.email, whatsapp })
    } catch (failure) {
      setError(refusal(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <section
      aria-labelledby="milestone-mail-heading"
      className="rounded-2xl bg-sand-100 p-4 sm:p-6"
    >
      <h3 id="milestone-mail-heading" className="flex items-center gap-2 text-lg">
        <Mail className="size-5 text-accent-700" aria-hidden="true" />
        {text.subscribeHeading}
      </h3>
      <div role="status">
        {subscribed?.email ? (
          <p className="mt-2 font-medium text-navy-900">
            {text.confirmationSent(subscribed.email)}
          </p>
        ) : null}
        {subscribed?.whatsapp ? (
          <p className="mt-2 font-medium text-navy-900">{text.whatsappOn(last4)}</p>
        ) : null}
      </div>
      {subscribed ? null : (
        <>
          <p className="mt-1 text-sm text-ink-muted">{text.subscribeIntro}</p>
          <form
            noValidate
            onSubmit={submit}
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
          >
            <InputField
              label={text.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              className="sm:flex-1"
              value={email}
              error={error}
              hint={whatsapp ? text.emailOptional : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <WhatsAppUpdatesField
              checked={whatsapp}
              onChange={setWhatsapp}
              hint={text.whatsappHint(last4)}
              className="sm:order-last sm:basis-full"
            />
            {move ? (
              <label className="flex items-start gap-3 text-sm font-medium text-navy-900 sm:order-last sm:basis-full">
                <input
                  type="checkbox"
                  name="wholeMove"
                  className="mt-0.5 size-5 shrink-0 accent-navy-900"
                  checked={wholeMove}
                  onChange={(event) => setWholeMove(event.target.checked)}
                />
                {text.wholeMove}
              </label>
            ) : null}
            <Button type="submit" loading={sending} className="sm:mt-0">
              {sending ? text.subscribing : text.subscribe}
            </Button>
          </form>
        </>
      )}
    </section>
  )
}
