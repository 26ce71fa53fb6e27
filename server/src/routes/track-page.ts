import type { FastifyInstance } from 'fastify'

import { jobQuerySchema, MAX_TRACKING_ID, type JobQuery } from '../../../shared/contract/jobs.ts'
import type { Repository } from '../db/repository.ts'
import { toMaskedJobView } from '../job-response.ts'
import type { PageRenderer } from '../page-renderer.ts'
import type { Site } from '../static-site.ts'
import { sendAsset } from './site.ts'

export const TRACK_PAGE = '/track-your-cargo'

/**
 * A result link, /track-your-cargo?tracking_id=ABCD123456 (what the tracking form sends without
 * JavaScript, and what customers share): the page comes back with the job already in it, masked
 * as the API answers it, so the result shows before scripts run and with JavaScript off. Without
 * a number it is the plain page.
 */
export function registerTrackPage(
  app: FastifyInstance,
  repo: Repository,
  site: Site,
  renderer: PageRenderer | undefined,
  perMinute: number,
) {
  const page = site.pages.get(TRACK_PAGE)
  if (!page || !renderer) return
  const template = page.bodies.identity.body.toString('utf8')

  app.get<{ Querystring: JobQuery }>(
    TRACK_PAGE,
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
      const html = await renderer.renderTrackResultPage(template, request.url, { trackingId, jobs })
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
    },
  )
}
