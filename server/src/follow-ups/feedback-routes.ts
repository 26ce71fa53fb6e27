/**
 * Public routes, for whoever holds a review request's link (no session): "How did we do?",
 * /feedback/:token and /ar/feedback/:token (issue 55, item 3), written by the server as plain
 * forms that work without scripts. `GET` shows the stars and a comment; `POST` keeps the rating
 * (every one given), alerts the lead's owner and the admins at once for 1 to 3 stars, and answers
 * 303 to the thank-you (`?thanks=<id>`), so a reload sends nothing twice.
 *
 * Guards: the link, 256 random bits of which only the SHA-256 is stored, looked up by its hash
 * alone; a link that opens nothing answers 404 with a page that names nothing. POSTs carry the
 * site's Origin (or Referer); a link takes at most 5 ratings an hour, so it cannot flood the
 * console with alerts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import { HAPPY_RATING, RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from '@contract/follow-ups.ts'
import { localePath, locales } from '../../../src/i18n/locales.ts'
import type { OriginCheck } from '../http/index.ts'
import { refusedForeign, type FormBody } from '../quotes/index.ts'
import type { Site } from '../site/index.ts'

import { customerPages } from './customer-page.ts'
import { followUpTokenHash } from './links.ts'
import type { FeedbackStore } from './feedback-queries.ts'
import { feedbackForm, feedbackThanks, feedbackWords, type FeedbackEcho } from './feedback-view.ts'

const FEEDBACK_PAGE = '/feedback'

const PER_HOUR = 5
const HOUR = 3_600_000

/** Typed text, its line ends kept and its ends trimmed; control characters but tab and newline dropped. */
const textOf = (value: string | undefined) =>
  // eslint-disable-next-line no-control-regex -- what a typed text never holds
  (value ?? '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim()

/** The stars chosen, or null unless a whole number from RATING_MIN to RATING_MAX. */
function ratingOf(value: string | undefined) {
  const rating = /^\d$/.test(value ?? '') ? Number(value) : NaN
  return rating >= RATING_MIN && rating <= RATING_MAX ? rating : null
}

export function feedbackRoutes(
  app: FastifyInstance,
  repo: FeedbackStore,
  site: Site,
  {
    originAllowed,
    onAlert,
  }: {
    originAllowed: OriginCheck
    /** A low rating raised staff alerts: the consoles read them again. */
    onAlert: () => void
  },
) {
  const pages = customerPages(site)

  const form = (
    reply: FastifyReply,
    language: EnquiryLocale,
    path: string,
    echo: FeedbackEcho,
    status: number,
  ) =>
    pages.page(
      reply,
      language,
      feedbackWords(language).title,
      feedbackForm(language, path, echo),
      status,
    )

  for (const language of locales) {
    const route = `${localePath(language, FEEDBACK_PAGE)}/:token`
    const pathOf = (token: string) => `${localePath(language, FEEDBACK_PAGE)}/${token}`

    app.get<{ Params: { token: string }; Querystring: { thanks?: string } }>(
      route,
      async (request, reply) => {
        const link = await repo.reviewLink(followUpTokenHash(request.params.token))
        if (!link) return pages.notFound(reply, language)
        const id = Number(request.query.thanks)
        const review = Number.isSafeInteger(id) && (await repo.reviewOf(id, link.jobId))
        if (review)
          return pages.page(
            reply,
            language,
            feedbackWords(language).thanksTitle,
            feedbackThanks(language, review.rating, link.ownerName),
          )
        return form(reply, language, pathOf(request.params.token), blank(), 200)
      },
    )

    app.post<{ Params: { token: string } }>(route, async (request, reply) => {
      if (refusedForeign(request, reply, language, originAllowed)) return reply
      const link = await repo.reviewLink(followUpTokenHash(request.params.token))
      if (!link) return pages.notFound(reply, language)
      const path = pathOf(request.params.token)
      const body = (request.body ?? {}) as FormBody
      const words = feedbackWords(language)
      const echo: FeedbackEcho = {
        rating: body.rating ?? '',
        comment: textOf(body.comment),
        errors: {},
      }
      const rating = ratingOf(body.rating)
      if (rating === null) echo.errors.rating = words.ratingNeeded
      if (echo.comment.length > REVIEW_COMMENT_MAX) echo.errors.comment = words.commentTooLong
      if (Object.keys(echo.errors).length) return form(reply, language, path, echo, 422)
      const at = Date.now()
      if ((await repo.reviewsSince(link.jobId, at - HOUR)) >= PER_HOUR)
        return form(reply, language, path, { ...echo, errors: { form: words.tooMany } }, 429)
      const id = await repo.recordReview({
        link,
        rating: rating!,
        comment: echo.comment,
        locale: language,
        ip: request.ip,
        at,
      })
      if (rating! < HAPPY_RATING) onAlert()
      return reply.redirect(`${path}?thanks=${id}`, 303)
    })
  }
}

const blank = (): FeedbackEcho => ({ rating: '', comment: '', errors: {} })
