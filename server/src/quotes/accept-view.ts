/**
 * The acceptance parts of the customer's quote page (issue 53, item 3), written by the server as
 * plain POST forms, so accepting works without scripts: the form that asks for the customer's
 * name and tick, the form for the e-mailed code, and, once accepted, the acceptance record that
 * prints below the quote. The forms show on the screen only; the record prints.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import * as ar from '@contract/quote-accept-messages.ar.ts'
import * as en from '@contract/quote-accept-messages.ts'
import type { QuoteContent } from '@contract/quote-content.ts'
import { formatMoney } from '@contract/quote-money.ts'

import { ltr } from './customer-page-view.ts'
import { escapeHtml } from '../http/index.ts'

export const acceptWords = (language: EnquiryLocale) => (language === 'ar' ? ar : en)

/** What the customer typed, and the message of each field that was refused. */
export type AcceptEcho = {
  name: string
  agreed: boolean
  chosen: string[]
  /** "Send me updates on WhatsApp" ticked; offered only when the quote's number can take it. */
  whatsapp: boolean
  offerWhatsApp: boolean
  errors: Partial<Record<'name' | 'agree' | 'code' | 'form', string>>
}

export const acceptStyle = `
.accept label.field{display:block;font-weight:600;margin-block:1rem .375rem}
.accept fieldset{border:0;margin:0;padding:0}
.accept legend{padding:0}
.accept textarea{width:100%;min-height:5rem;padding:.5rem .75rem;border:1px solid #8A94A6;border-radius:10px;font:inherit}
.accept input[type=text],.accept input[type=date]{width:100%;max-width:26rem;min-height:44px;padding:.5rem .75rem;border:1px solid #8A94A6;border-radius:10px;font:inherit}
.accept input.code{max-width:10rem;letter-spacing:.3em;font-variant-numeric:tabular-nums}
.accept .tick{display:flex;gap:.625rem;align-items:flex-start;margin-block-start:1rem;font-weight:600;cursor:pointer}
.accept .tick input{width:1.375rem;height:1.375rem;margin:.15rem 0 0;flex:none;accent-color:#1B3A66}
.accept fieldset .tick{margin-block-start:.5rem;font-weight:400}
.accept .error{color:#B42318;font-weight:600;margin-block-start:.375rem}
.accept [aria-invalid=true]{border-color:#B42318}
.accept .actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-block-start:1rem}
.accept .update{margin:0}
.accept .again{min-height:44px;padding:.5rem 1rem;border:1px solid #1B3A66;border-radius:999px;background:#fff;color:#1B3A66;font:inherit;font-weight:600;cursor:pointer}
.record .hash{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.8125rem;overflow-wrap:anywhere}
.record .intact{color:#054F31;font-weight:600;margin-block-start:.75rem}
.record .broken{color:#B42318;font-weight:700;margin-block-start:.75rem}
@media print{.accept{display:none}.record{break-inside:avoid}}
`

const error = (id: string, message: string | undefined) =>
  message ? `<p class="error" id="${id}">${escapeHtml(message)}</p>` : ''

/** The chosen options, carried to the next step as one list the server checks again. */
const optionsField = (chosen: string[]) =>
  `<input type="hidden" name="options" value="${escapeHtml(chosen.join(','))}">`

/** "Send me updates on WhatsApp" (issue 54), off until ticked, with where the messages go. */
const whatsappField = (words: ReturnType<typeof acceptWords>, echo: AcceptEcho) =>
  echo.offerWhatsApp
    ? `<label class="tick"><input type="checkbox" name="whatsappUpdates" value="yes" aria-describedby="whatsapp-hint"${echo.whatsapp ? ' checked' : ''}><span>${words.whatsappUpdates}</span></label>` +
      `<p class="hint" id="whatsapp-hint">${words.whatsappHint}</p>`
    : ''

/** The first step: the typed name and the tick, with the options the customer chose. */
export function acceptForm(language: EnquiryLocale, path: string, echo: AcceptEcho) {
  const words = acceptWords(language)
  const { errors } = echo
  const invalid = (field: 'name' | 'agree') =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : ''
  return (
    `<section class="card accept screen-only" aria-labelledby="accept"><h2 id="accept">${words.acceptHeading}</h2>` +
    `<p class="hint">${words.acceptIntro}</p>${error('form-error', errors.form)}` +
    `<form method="post" action="${escapeHtml(path)}/accept">${optionsField(echo.chosen)}` +
    `<label class="field" for="accept-name">${words.fullName}</label>` +
    `<input type="text" id="accept-name" name="name" autocomplete="name" maxlength="200" required value="${escapeHtml(echo.name)}"${invalid('name')}>` +
    error('name-error', errors.name) +
    `<label class="tick"><input type="checkbox" name="agree" value="yes"${echo.agreed ? ' checked' : ''}${invalid('agree')}><span>${words.agree}</span></label>` +
    error('agree-error', errors.agree) +
    whatsappField(words, echo) +
    `<div class="actions"><button type="submit" class="update">${words.sendCode}</button></div></form></section>`
  )
}

/** The second step: the code, with the name and options of the first carried along. */
export function codeForm(language: EnquiryLocale, path: string, email: string, echo: AcceptEcho) {
  const words = acceptWords(language)
  const carried =
    optionsField(echo.chosen) +
    `<input type="hidden" name="name" value="${escapeHtml(echo.name)}">` +
    `<input type="hidden" name="agree" value="yes">` +
    (echo.whatsapp ? `<input type="hidden" name="whatsappUpdates" value="yes">` : '')
  const invalid = echo.errors.code ? ` aria-invalid="true" aria-describedby="code-error"` : ''
  return (
    `<section class="card accept screen-only" aria-labelledby="accept"><h2 id="accept">${words.codeHeading}</h2>` +
    `<p class="hint" role="status">${escapeHtml(words.codeSent(ltr(language, email)))}</p>` +
    `<form method="post" action="${escapeHtml(path)}/confirm">${carried}` +
    `<label class="field" for="accept-code">${words.codeLabel}</label>` +
    `<input type="text" class="code" id="accept-code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required dir="ltr"${invalid}>` +
    error('code-error', echo.errors.code) +
    `<div class="actions"><button type="submit" class="update">${words.confirm}</button>` +
    `<button type="submit" class="again" formaction="${escapeHtml(path)}/accept" formnovalidate>${words.newCode}</button></div></form></section>`
  )
}

/** An acceptance as the page reads it back. */
export type AcceptanceRecord = {
  typedName: string
  atDoha: string
  version: number
  sha256: string
  channel: string
  content: QuoteContent
  /** Whether the stored content still gives the stored SHA-256. */
  intact: boolean
}

/** The record below an accepted quote: who, when in Doha, what, and its fingerprint. */
export function acceptanceSection(language: EnquiryLocale, record: AcceptanceRecord) {
  const words = acceptWords(language)
  const { content } = record
  const chosen = content.lines
    .filter((line) => content.chosen.includes(line.id))
    .map((line) => line.label[language])
  const entries: Array<[string, string]> = [
    [words.recordBy, record.typedName],
    [words.recordAt, ltr(language, record.atDoha)],
    [words.recordVersion, String(record.version)],
    [
      words.recordOptions,
      chosen.length ? chosen.join(language === 'ar' ? '، ' : ', ') : words.recordNoOptions,
    ],
    [words.recordTotal, formatMoney(content.totals.total, language)],
    [words.recordChannel, record.channel === 'email' ? words.channelEmail : record.channel],
  ]
  const rows = entries
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')
  return (
    `<section class="card record" aria-labelledby="record"><h2 id="record">${words.recordHeading}</h2>` +
    `<dl class="rows">${rows}<dt>${words.recordHash}</dt><dd class="hash" dir="ltr">${escapeHtml(record.sha256)}</dd></dl>` +
    (record.intact
      ? `<p class="intact">${words.recordIntact}</p>`
      : `<p class="broken" role="alert">${words.recordBroken}</p>`) +
    `</section>`
  )
}

/** The reasons a customer may give for declining, as the form names them. */
export type DeclineReason = keyof typeof en.declineReasons
export const isDeclineReason = (value: unknown): value is DeclineReason =>
  typeof value === 'string' && Object.hasOwn(en.declineReasons, value)

/** What the customer typed into the decline form, and its refused fields' messages. */
export type DeclineEcho = {
  reason: string
  note: string
  errors: Partial<Record<'reason' | 'note', string>>
}

/** Declining: a reason among the choices and, if they like, their own words. */
export function declineForm(language: EnquiryLocale, path: string, echo: DeclineEcho) {
  const words = acceptWords(language)
  const { errors } = echo
  const choices = Object.entries(words.declineReasons)
    .map(
      ([key, label]) =>
        `<label class="tick"><input type="radio" name="reason" value="${key}"${echo.reason === key ? ' checked' : ''}><span>${escapeHtml(label)}</span></label>`,
    )
    .join('')
  const described = (field: 'reason' | 'note') =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : ''
  return (
    `<section class="card accept screen-only" aria-labelledby="decline"><h2 id="decline">${words.declineHeading}</h2>` +
    `<p class="hint">${words.declineIntro}</p><form method="post" action="${escapeHtml(path)}/decline">` +
    `<fieldset${described('reason')}><legend class="field">${words.declineReason}</legend>${choices}</fieldset>` +
    error('reason-error', errors.reason) +
    `<label class="field" for="decline-note">${words.declineNote}</label>` +
    `<textarea id="decline-note" name="note" rows="3" maxlength="2000"${described('note')}>${escapeHtml(echo.note)}</textarea>` +
    error('note-error', errors.note) +
    `<div class="actions"><button type="submit" class="again">${words.declineButton}</button></div></form></section>`
  )
}
