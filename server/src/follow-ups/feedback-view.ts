/**
 * "How did we do?" as HTML (issue 55, item 3): the stars as real radio buttons and a comment, in a
 * plain POST form; then the thank-you, which puts the Google button first for 4 and 5 stars, and
 * for 1 to 3 an apology that says who will call, with the Google button after it. The button is on
 * every state of the page: screening changes only what comes first (Google forbids review gating).
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import { HAPPY_RATING, RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from '@contract/follow-ups.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'
import { escapeHtml } from '../http/index.ts'
import { ltr } from '../quotes/index.ts'

import * as ar from './feedback-messages.ar.ts'
import * as en from './feedback-messages.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const site = readSiteEnv(env)
const companies = { en: site.companyName, ar: readArabicSiteEnv(env).companyName }

const texts = { en, ar }
export const feedbackWords = (language: EnquiryLocale) => texts[language]

/** What the customer chose and typed, and the message of each field that was refused. */
export type FeedbackEcho = {
  rating: string
  comment: string
  errors: Partial<Record<'rating' | 'comment' | 'form', string>>
}

const STARS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, i) => RATING_MIN + i,
) as Array<keyof typeof en.ratings>

const error = (id: string, message: string | undefined) =>
  message ? `<p class="error" id="${id}">${escapeHtml(message)}</p>` : ''

/** The company's Google reviews page (VITE_REVIEWS_URL): prominent, or offered after the rest. */
function googleButton(language: EnquiryLocale, prominent: boolean) {
  const words = feedbackWords(language)
  return `<a class="${prominent ? 'go' : 'plain'}" href="${escapeHtml(site.reviewsUrl)}">${words.googleButton}</a>`
}

/** The form: the stars, the comment, and Google for whoever would rather go there at once. */
export function feedbackForm(language: EnquiryLocale, path: string, echo: FeedbackEcho) {
  const words = feedbackWords(language)
  const { errors } = echo
  const invalid = (field: 'rating' | 'comment') =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : ''
  const stars = STARS.map(
    (n) =>
      `<label class="star"><input type="radio" name="rating" value="${n}" required${echo.rating === String(n) ? ' checked' : ''}>` +
      `<span class="glyphs" aria-hidden="true">${'★'.repeat(n)}${'☆'.repeat(RATING_MAX - n)}</span>` +
      `<span>${words.ratings[n]}</span></label>`,
  ).join('')
  return (
    `<div class="card"><h1>${words.title}</h1>` +
    `<p class="lead">${escapeHtml(words.intro(companies[language]))}</p>${error('form-error', errors.form)}` +
    `<form class="form" method="post" action="${escapeHtml(path)}">` +
    `<fieldset${invalid('rating')}><legend>${words.ratingLegend}</legend><div class="stars">${stars}</div></fieldset>` +
    error('rating-error', errors.rating) +
    `<label class="field" for="comment">${words.commentLabel}</label>` +
    `<textarea id="comment" name="comment" rows="5" maxlength="${REVIEW_COMMENT_MAX}"${errors.comment ? ` aria-invalid="true" aria-describedby="comment-error comment-hint"` : ' aria-describedby="comment-hint"'}>${escapeHtml(echo.comment)}</textarea>` +
    `<p class="hint" id="comment-hint">${words.commentHint}</p>` +
    error('comment-error', errors.comment) +
    `<div class="actions"><button type="submit" class="go">${words.send}</button></div></form></div>` +
    `<section class="card" aria-labelledby="google"><h2 id="google">${words.googleButton}</h2>` +
    `<p>${words.googleOffer}</p><div class="actions">${googleButton(language, false)}</div></section>`
  )
}

/** The answer to a rating: thanks, then Google first, or the apology first and Google after. */
export function feedbackThanks(language: EnquiryLocale, rating: number, ownerName: string | null) {
  const words = feedbackWords(language)
  const happy = rating >= HAPPY_RATING
  const body = happy
    ? `<p class="lead">${words.happyText}</p><div class="actions">${googleButton(language, true)}</div>`
    : `<p class="lead">${words.sorry}</p>` +
      `<p>${escapeHtml(words.whoCalls(ownerName && ltr(language, ownerName)))}</p>` +
      `<p>${words.googleAfterLow}</p><div class="actions">${googleButton(language, false)}</div>`
  return `<div class="card"><h1>${words.thanksTitle}</h1>${body}</div>`
}
