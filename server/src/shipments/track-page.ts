/**
 * Public route, for anyone with a tracking number (no session): the server-rendered result page.
 * Guard: the client's lookup budget, one lookup per number.
 */
import type { FastifyInstance } from 'fastify'

import { jobQuerySchema, requestedTrackingNumbers, type JobLookup } from '@contract/jobs.ts'
import { localePath, locales } from '../../../src/i18n/locales.ts'
import { sendAsset, type PageRenderers, type Site } from '../site/index.ts'

import { toMaskedJobView } from './job-response.ts'
import type { LookupBudget } from './lookup-budget.ts'
import type { TrackingStore } from './tracking-queries.ts'
import { findEach } from './public-routes.ts'

export const TRACK_PAGE = '/track-your-cargo'

/**
 * A result link, /track-your-cargo?tracking_id=ABCD123456 (what the tracking form sends without
 * JavaScript, and what customers share): the page comes back with the job already in it, masked
 * as the API answers it, so the result shows before scripts run and with JavaScript off. A link
 * with up to 10 numbers (`tracking_id=A,B,C`) comes back with the list of them, each number
 * costing one lookup as in the API; more than 10 get the form again with the field's message,
 * answered 400. Without a number it is the plain page. Each language's track page has its own
 * result links.
 */
export function registerTrackPage(
  app: FastifyInstance,
  repo: Pick<TrackingStore, 'findJobs'>,
  site: Site,
  renderers: PageRenderers,
  /** The client's lookups, shared with the API. */
  budget: LookupBudget,
) {
  for (const locale of locales) {
    const path = localePath(locale, TRACK_PAGE)
    const page = site.pages.get(path)
    const renderer = renderers[locale]
    if (!page || !renderer) continue
    const template = page.bodies.identity.body.toString('utf8')

    app.get<{ Querystring: JobLookup }>(
      path,
      {
        schema: { querystring: jobQuerySchema },
        // Too many numbers is answered with the page, not the API's JSON refusal.
        attachValidation: true,
        onRequest: budget.spendOne,
        preHandler: async (request, reply) => {
          if (!request.validationError) await budget.spendRest(request, reply)
        },
      },
      async (request, reply) => {
        const refused = request.validationError !== undefined
        const trackingIds = refused
          ? requestedTrackingNumbers(request.query)
          : request.query.tracking_ids
        if (trackingIds.length === 0) return sendAsset(request, reply, page, 200)
        const jobs = refused ? [] : (await findEach(repo, trackingIds)).map(toMaskedJobView)
        // The renderer takes the route table's path; it adds the language's prefix itself. The
        // page reads the numbers from the link, as it does in the browser; with too many it shows
        // the form with its message, and the lookup it embeds is empty.
        const url = request.url.replace(path, TRACK_PAGE)
        const html = await renderer.renderTrackResultPage(template, url, {
          trackingId: trackingIds.join(','),
          jobs,
        })
        return reply
          .code(refused ? 400 : 200)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html)
      },
    )
  }
}
