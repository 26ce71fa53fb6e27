/**
 * Public routes, for whoever holds a quote's link (no session): asking about the quote on its page
 * (issue 53, item 2), as plain POST forms. `POST /quote/:token/question` (and `/ar/…`) takes a
 * question; `POST /quote/:token/date` a date from Doha's today on and an optional note. Each keeps
 * the words as the lead's note, which its timeline shows, tells staff by e-mail and answers 303 to
 * the page, which thanks the customer; a bad field brings the page back with its message and what
 * was typed.
 *
 * Guards: the site's Origin, then the link, looked up as the page looks it up (the page's 404 for
 * any token that opens nothing); at most 5 a quote an hour, so the form cannot flood a lead's
 * timeline or staff's inbox.
 */
import type { FastifyInstance } from 'fastify'

import type { QuoteContent } from '@contract/quote-content.ts'
import { localePath, locales } from '../../../src/i18n/locales.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'
import type { OriginCheck } from '../http/index.ts'

import type { QuoteAcceptStore } from './accept-queries.ts'
import type { QuoteAskStore } from './ask-queries.ts'
import { askForms, askWords, type AskEcho } from './ask-view.ts'
import { QUOTE_PAGE, type QuotePageRenderer } from './customer-page.ts'
import { wordsOf } from './customer-page-view.ts'
import { quoteTokenHash } from './links.ts'
import { chosenOf, refusedForeign, withOptions, type FormBody } from './page-forms.ts'
import type { QuotePageStore } from './page-queries.ts'

const PER_HOUR = 5
const HOUR = 3_600_000
const TEXT_MAX = 1000
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Typed text, its line ends kept and its ends trimmed; control characters but tab and newline dropped. */
const textOf = (value: string | undefined) =>
  // eslint-disable-next-line no-control-regex -- what a typed text never holds
  (value ?? '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim()

export function quoteAskRoutes(
  app: FastifyInstance,
  repo: QuoteAskStore & Pick<QuoteAcceptStore, 'acceptTarget'> & QuotePageStore,
  renderer: QuotePageRenderer,
  { originAllowed, onNotification }: { originAllowed: OriginCheck; onNotification: () => void },
) {
  for (const language of locales)
    for (const kind of ['question', 'date'] as const)
      app.post<{ Params: { token: string } }>(
        `${localePath(language, QUOTE_PAGE)}/:token/${kind}`,
        async (request, reply) => {
          if (refusedForeign(request, reply, language, originAllowed)) return reply
          const tokenHash = quoteTokenHash(request.params.token)
          const target = await repo.acceptTarget(tokenHash)
          const row = target && (await repo.quotePage(tokenHash))
          if (!target || !row) return renderer.notFound(reply, language)
          const words = askWords(language)
          const path = `${localePath(language, QUOTE_PAGE)}/${request.params.token}`
          const body = (request.body ?? {}) as FormBody
          const today = qatarToday()
          const content = JSON.parse(target.content) as QuoteContent
          const echo: AskEcho = {
            chosen: chosenOf(body, content),
            question: kind === 'question' ? textOf(body.question) : '',
            date: kind === 'date' ? (body.date ?? '').trim() : '',
            note: kind === 'date' ? textOf(body.note) : '',
            errors: {},
          }
          if (kind === 'question' && !echo.question) echo.errors.question = words.questionNeeded
          if (echo.question.length > TEXT_MAX) echo.errors.question = words.textTooLong
          if (kind === 'date' && (!ISO_DATE.test(echo.date) || echo.date < today))
            echo.errors.date = words.dateNeeded
          if (echo.note.length > TEXT_MAX) echo.errors.note = words.textTooLong
          const at = Date.now()
          if (!Object.keys(echo.errors).length)
            if ((await repo.questionsSince(target.quoteId, at - HOUR)) >= PER_HOUR)
              echo.errors.form = words.tooMany
          if (Object.keys(echo.errors).length)
            return renderer.page(reply, row, language, path, null, {
              chosen: echo.chosen,
              section: askForms(language, path, echo, today),
              status: echo.errors.form ? 429 : 422,
            })
          // Staff read a date request in the quote's language, as the customer's other words.
          const day = wordsOf(content.language).date(echo.date)
          await repo.addQuestion({
            quoteId: target.quoteId,
            leadId: target.leadId,
            kind,
            name: content.subject.customer.name,
            body:
              kind === 'question'
                ? echo.question
                : askWords(content.language).dateRequest(day, echo.note),
            by: { actorId: null, actorName: null, ip: request.ip },
          })
          onNotification()
          return reply.redirect(withOptions(path, echo.chosen, `asked=${kind}`), 303)
        },
      )
}
