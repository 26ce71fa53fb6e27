/**
 * Staff routes, behind the console's guards: a lead's timeline (`leads`) and a shipment's
 * (`shipments`).
 * Reading a timeline is what opening the record does, so it also writes the member's view into the
 * trail, at most once in ten minutes.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'

import { MAX_TRACKING_ID } from '@contract/jobs.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { recordId } from '../http/index.ts'
import type { AuditStore } from './queries.ts'
import type { TimelineStore } from './timeline-queries.ts'

/**
 * Who did it and from where. The guard has put the member on the request; people/ is not imported
 * here because it writes the trail through this folder.
 */
const by = (request: FastifyRequest, action: string) => ({
  actorId: request.staff?.member.id ?? null,
  actorName: request.staff?.member.name ?? null,
  ip: request.ip,
  action,
})

export function timelineRoutes(
  app: FastifyInstance,
  repo: TimelineStore & AuditStore,
  guards: {
    leads: onRequestHookHandler
    shipments: onRequestHookHandler
  },
) {
  const { leads, shipments } = guards

  app.get<{ Params: { id: string } }>(
    '/api/staff/enquiries/:id/timeline',
    { onRequest: leads },
    async (request, reply) => {
      const id = recordId(request.params.id)
      const timeline = id === undefined ? null : await repo.leadTimeline(id)
      if (!timeline || id === undefined)
        return reply.code(404).send({ error: staffMessages.noSuchLead })
      const viewed = await repo.recordView({
        ...by(request, 'lead.viewed'),
        recordType: 'lead',
        recordId: String(id),
      })
      // This first view is already in the trail; the list read before it was written.
      return viewed ? repo.leadTimeline(id) : timeline
    },
  )

  app.get<{ Params: { trackingId: string } }>(
    '/api/staff/shipments/:trackingId/timeline',
    { onRequest: shipments },
    async (request, reply) => {
      const raw = request.params.trackingId
      const trackingId = raw.length <= MAX_TRACKING_ID ? raw.trim().toUpperCase() : ''
      const timeline = trackingId ? await repo.shipmentTimeline(trackingId) : null
      if (!timeline) return reply.code(404).send({ error: staffMessages.noSuchShipment })
      const viewed = await repo.recordView({
        ...by(request, 'shipment.viewed'),
        recordType: 'shipment',
        recordId: trackingId,
      })
      return viewed ? repo.shipmentTimeline(trackingId) : timeline
    },
  )
}
