/**
 * Public routes, for whoever holds the link a follow-up carried (no session): the stop page,
 * /follow-ups/stop/:token and /ar/follow-ups/stop/:token (issue 55, item 4), written by the server
 * as plain forms that work without scripts. `GET` shows the two choices and what is already
 * stopped; `POST` with `scope` ('move' or 'all') keeps the stop and cancels every planned
 * follow-up it covers at once, then answers 303 to the page, which confirms it.
 *
 * Guards: the link, of which only the SHA-256 is stored, looked up by its hash alone; a link that
 * opens nothing answers 404 with a page that names nothing. POSTs carry the site's Origin (or
 * Referer). Stopping twice is harmless: the second stop finds nothing left to cancel.
 */
import type { FastifyInstance } from 'fastify'

import { FOLLOW_UP_STOP_SCOPES, type FollowUpStopScope } from '@contract/follow-ups.ts'
import { localePath, locales } from '../../../src/i18n/locales.ts'
import type { OriginCheck } from '../http/index.ts'
import { refusedForeign, type FormBody } from '../quotes/index.ts'
import type { Site } from '../site/index.ts'

import { customerPages } from './customer-page.ts'
import { followUpTokenHash } from './links.ts'
import type { FollowUpStopStore } from './stop-queries.ts'
import { stopMain, stopWords } from './stop-view.ts'

const STOP_PAGE = '/follow-ups/stop'

const isScope = (value: unknown): value is FollowUpStopScope =>
  FOLLOW_UP_STOP_SCOPES.includes(value as FollowUpStopScope)

export function followUpStopRoutes(
  app: FastifyInstance,
  repo: FollowUpStopStore,
  site: Site,
  {
    originAllowed,
    onStop,
  }: {
    originAllowed: OriginCheck
    /** Follow-ups were cancelled: the consoles read them again. */
    onStop: () => void
  },
) {
  const pages = customerPages(site)

  for (const language of locales) {
    const route = `${localePath(language, STOP_PAGE)}/:token`
    const pathOf = (token: string) => `${localePath(language, STOP_PAGE)}/${token}`
    const words = stopWords(language)

    app.get<{ Params: { token: string } }>(route, async (request, reply) => {
      const link = await repo.stopLink(followUpTokenHash(request.params.token))
      if (!link) return pages.notFound(reply, language)
      return pages.page(
        reply,
        language,
        words.title,
        stopMain(language, pathOf(request.params.token), link),
      )
    })

    app.post<{ Params: { token: string } }>(route, async (request, reply) => {
      if (refusedForeign(request, reply, language, originAllowed)) return reply
      const link = await repo.stopLink(followUpTokenHash(request.params.token))
      if (!link) return pages.notFound(reply, language)
      const path = pathOf(request.params.token)
      const { scope } = (request.body ?? {}) as FormBody
      if (!isScope(scope))
        return pages.page(
          reply,
          language,
          words.title,
          stopMain(language, path, { ...link, error: words.scopeNeeded }),
          422,
        )
      await repo.stopFromLink(link, scope, request.ip, Date.now())
      onStop()
      return reply.redirect(path, 303)
    })
  }
}
