/**
 * The customer's two ways to ask on the quote's page (issue 53, item 2), as plain POST forms: a
 * question, and another date with a note. Shown on the screen only, never printed.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import * as ar from '@contract/quote-ask-messages.ar.ts'
import * as en from '@contract/quote-ask-messages.ts'
import { escapeHtml } from '../http/index.ts'

export const askWords = (language: EnquiryLocale) => (language === 'ar' ? ar : en)

/** What the customer typed, and the message of each field that was refused. */
export type AskEcho = {
  /** The options ticked on the page, kept when it comes back. */
  chosen: string[]
  question: string
  date: string
  note: string
  errors: Partial<Record<'question' | 'date' | 'note' | 'form', string>>
}

const error = (id: string, message: string | undefined) =>
  message ? `<p class="error" id="${id}">${escapeHtml(message)}</p>` : ''

const described = (echo: AskEcho, field: 'question' | 'date' | 'note') =>
  echo.errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : ''

/** The question form and the date form, with what was typed and why it was refused. */
export function askForms(language: EnquiryLocale, path: string, echo: AskEcho, today: string) {
  const words = askWords(language)
  const options = `<input type="hidden" name="options" value="${escapeHtml(echo.chosen.join(','))}">`
  const question =
    `<section class="card accept screen-only" aria-labelledby="ask"><h2 id="ask">${words.askHeading}</h2>` +
    error('form-ask-error', echo.errors.form) +
    `<form method="post" action="${escapeHtml(path)}/question">${options}` +
    `<label class="field" for="ask-question">${words.questionLabel}</label>` +
    `<textarea id="ask-question" name="question" rows="3" maxlength="2000" required${described(echo, 'question')}>${escapeHtml(echo.question)}</textarea>` +
    error('question-error', echo.errors.question) +
    `<div class="actions"><button type="submit" class="again">${words.askButton}</button></div></form></section>`
  const date =
    `<section class="card accept screen-only" aria-labelledby="date"><h2 id="date">${words.dateHeading}</h2>` +
    `<form method="post" action="${escapeHtml(path)}/date">${options}` +
    `<label class="field" for="ask-date">${words.dateLabel}</label>` +
    `<input type="date" id="ask-date" name="date" min="${today}" required value="${escapeHtml(echo.date)}"${described(echo, 'date')}>` +
    error('date-error', echo.errors.date) +
    `<label class="field" for="ask-note">${words.dateNote}</label>` +
    `<textarea id="ask-note" name="note" rows="2" maxlength="2000"${described(echo, 'note')}>${escapeHtml(echo.note)}</textarea>` +
    error('note-error', echo.errors.note) +
    `<div class="actions"><button type="submit" class="again">${words.dateButton}</button></div></form></section>`
  return question + date
}
