import type { FastifyInstance } from 'fastify'

import { jobQuerySchema, MAX_TRACKING_ID, type JobQuery } from '../../../shared/contract/jobs.ts'
import { localePath, locales } from '../../../src/i18n/locales.ts'
import { sendAsset, type PageRenderers, type Site } from '../site/index.ts'

import { toMaskedJobView } from './job-response.ts'
import type { TrackingStore } from './queries.ts'

export const TRACK_PAGE = '/track-your-cargo'

/**
 * A result link, /track-your-cargo?tracking_id=ABCD123456 (what the tracking form sends without
 * JavaScript, and what customers share): the page comes back with the job already in it, masked
 * as the API answers it, so the result shows before scripts run and with JavaScript off. Without
 * a number it is the plain page. Each language's track page has its own result links.
 */
export function registerTrackPage(
  app: FastifyInstance,
  repo: Pick<TrackingStore, 'findJobs'>,
  site: Site,
  renderers: PageRenderers,
  perMinute: number,
) {
  for (const locale of locales) {
    const path = localePath(locale, TRACK_PAGE)
    const page = site.pages.get(path)
    const renderer = renderers[locale]
    if (!page || !renderer) continue
    const template = page.bodies.identity.body.toString('utf8')

    app.get<{ Querystring: JobQuery }>(
      path,
      {
        schema: { querystring: jobQuerySchema },
        config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const trackingId = request.query.tracking_id.trim()
        if (!trackingId) return sendAsset(request, reply, page, 200)
        // Same rule as the API: an over-long id matches nothing.
        const jobs =
          trackingId.length <= MAX_TRACKING_ID
            ? (await repo.findJobs(trackingId)).map(toMaskedJobView)
            : []
        // The renderer takes the route table's path; it adds the language's prefix itself.
        const url = request.url.replace(path, TRACK_PAGE)
        const html = await renderer.renderTrackResultPage(template, url, { trackingId, jobs })
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
      },
    )
  }
}
