/**
 * Staff routes, behind the console's guards (`shipments`, and `writes` for a change): the
 * shipments desk's API, for the roles that keep shipments (operations and admin). A page of
 * shipments, searched and filtered on the server; one shipment with its updates, the subscribers
 * a stage would e-mail, and what the customer sees; and each change, made by the same action
 * modules the CLI calls.
 */
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify'

import { isMilestone, MAX_TRACKING_ID } from '@contract/jobs.ts'
import {
  MAX_CSV_BYTES,
  newShipmentSchema,
  shipmentChangeSchema,
  moveLegSchema,
  shipmentImportSchema,
  statusUpdateChangeSchema,
  statusUpdateSchema,
  type NewShipment,
  type ShipmentFields,
  type StatusUpdateFields,
} from '@contract/shipments.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'
import { parsedPart, recordId, requestLocale, searchOf, toArabic } from '../http/index.ts'
import { actor } from '../people/index.ts'
import { toJobView } from './job-response.ts'
import { NO_DUE_DATE } from './job-summary.ts'
import { normalizeTrackingId } from './queries.ts'
import { createShipment } from './create-shipment.ts'
import { editShipment } from './edit-shipment.ts'
import { editUpdate } from './edit-update.ts'
import { importUpdates } from './import-updates.ts'
import { joinMove, leaveMove } from './move-legs.ts'
import { postUpdate } from './post-update.ts'
import { QUIET_MS, type ShipmentFilter, type ShipmentStore } from './desk-queries.ts'
import type { Refusal } from './refusal.ts'
import { removeUpdate } from './remove-update.ts'
import { restoreUpdate } from './restore-update.ts'

const PATH = '/api/staff/shipments'
const flag = (value: unknown) => value === '1' || value === 'true'
const KEYSET = /^(\d{4}-\d{2}-\d{2})_(\d{1,15})$/

/**
 * The list's filters as the query string gives them; anything malformed is left out, but a search
 * too long is refused: leaving it out would answer every shipment.
 */
function filterOf(
  query: Record<string, unknown>,
): { ok: true; filter: ShipmentFilter } | { ok: false; error: string } {
  const search = searchOf(query.q)
  if (!search.ok) return search
  const keyset = typeof query.after === 'string' ? KEYSET.exec(query.after) : null
  const filter: ShipmentFilter = {
    search: search.search,
    stage: isMilestone(query.stage) || query.stage === 'none' ? query.stage : undefined,
    overdue: flag(query.overdue) || undefined,
    quiet: flag(query.quiet) || undefined,
    after: keyset ? { due: keyset[1]!, id: Number(keyset[2]) } : undefined,
  }
  return { ok: true, filter }
}

const refused = (reply: FastifyReply, { status, error, fields, ...rest }: Refusal) =>
  reply.code(status).send({ error, ...(fields && { fields }), ...rest, ok: undefined })

/** A tracking id in a path: too long is no tracking id (404, like an unknown one). */
const trackingIdIn = (value: string) =>
  value.length > 0 && value.length <= MAX_TRACKING_ID ? normalizeTrackingId(value) : null

/** Each row's problems in Arabic, for the Arabic console (the refusal itself is localised later). */
function inArabic<T extends { rows?: Array<{ errors?: Record<string, string> }> }>(result: T): T {
  return {
    ...result,
    rows: result.rows?.map((row) =>
      row.errors
        ? {
            ...row,
            errors: Object.fromEntries(
              Object.entries(row.errors).map(([field, error]) => [field, toArabic(error)]),
            ),
          }
        : row,
    ),
  }
}

export function shipmentRoutes(
  app: FastifyInstance,
  repo: ShipmentStore,
  guards: { writes: onRequestHookHandler; shipments: onRequestHookHandler },
  /** Wakes the outbox: a stage has queued subscriber e-mails. */
  notify: () => void,
) {
  const { writes, shipments } = guards
  const by = (request: Parameters<typeof actor>[0]) => actor(request, 'shipments')

  app.get<{ Querystring: Record<string, unknown> }>(
    PATH,
    { onRequest: shipments },
    async (request, reply) => {
      const asked = filterOf(request.query)
      return asked.ok
        ? repo.shipmentsPage(asked.filter, qatarToday())
        : reply.code(400).send({ error: asked.error })
    },
  )

  // Operations cannot open leads; this is the one view of them a new shipment needs.
  app.get(`${PATH}/won-leads`, { onRequest: shipments }, async () => ({
    leads: await repo.wonLeads(),
  }))

  app.post<{ Body: NewShipment }>(
    PATH,
    { schema: { body: newShipmentSchema }, attachValidation: true, onRequest: [writes, shipments] },
    async (request, reply) => {
      const body = parsedPart(request.body, request.validationError)
      if (!body.ok) return reply.code(400).send({ error: body.error, fields: body.fields })
      const created = await createShipment(repo, body.value, by(request))
      return created.ok
        ? reply.code(201).send({ trackingId: created.trackingId })
        : refused(reply, created)
    },
  )

  app.post<{ Body: { csv: string; skip: number[] }; Querystring: Record<string, unknown> }>(
    `${PATH}/import`,
    {
      schema: { body: shipmentImportSchema },
      attachValidation: true,
      onRequest: [writes, shipments],
      // Room for the file's text escaped in JSON; the file itself is capped below.
      bodyLimit: MAX_CSV_BYTES * 4,
      errorHandler: (error, _request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return reply.code(413).send({ error: staffMessages.csvTooLarge(MAX_CSV_BYTES / 1024) })
        throw error
      },
    },
    async (request, reply) => {
      const body = parsedPart(request.body, request.validationError)
      if (!body.ok) return reply.code(400).send({ error: body.error, fields: body.fields })
      // Applying takes dryRun=0; anything else only looks.
      const apply = request.query.dryRun === '0'
      const { csv, skip } = body.value
      const found = await importUpdates(repo, csv, { apply, skip }, by(request))
      const result = requestLocale(request) === 'ar' ? inArabic(found) : found
      if (!result.ok) return refused(reply, result)
      if (result.applied) notify()
      return result
    },
  )

  app.get<{ Params: { trackingId: string } }>(
    `${PATH}/:trackingId`,
    { onRequest: shipments },
    async (request, reply) => {
      const trackingId = trackingIdIn(request.params.trackingId)
      const found = trackingId ? await repo.shipment(trackingId) : null
      if (!found) return reply.code(404).send({ error: staffMessages.noSuchShipment })
      const { job, updates, subscribers, legs } = found
      const open = job.stage !== 'delivered'
      const posted = job.last_posted_at === null ? null : Number(job.last_posted_at)
      const full = { ...job, status_updates: updates }
      return {
        shipment: {
          ...job,
          next_due: job.next_due === NO_DUE_DATE ? null : job.next_due,
          last_posted_at: posted,
          quiet: open && posted !== null && posted < Date.now() - QUIET_MS,
          overdue: open && job.date_of_arrival !== null && job.date_of_arrival < qatarToday(),
        },
        updates,
        subscribers,
        legs,
        // The public answer, masked and revealed, for the desk's "what the customer sees".
        customerSees: { masked: toJobView(full, 'masked'), full: toJobView(full, 'full') },
      }
    },
  )

  app.post<{ Params: { trackingId: string }; Body: ShipmentFields }>(
    `${PATH}/:trackingId`,
    {
      schema: { body: shipmentChangeSchema },
      attachValidation: true,
      onRequest: [writes, shipments],
    },
    async (request, reply) => {
      const body = parsedPart(request.body, request.validationError)
      if (!body.ok) return reply.code(400).send({ error: body.error, fields: body.fields })
      const trackingId = trackingIdIn(request.params.trackingId)
      if (!trackingId) return reply.code(404).send({ error: staffMessages.noSuchShipment })
      const edited = await editShipment(repo, trackingId, body.value, by(request))
      return edited.ok ? { changed: edited.changed } : refused(reply, edited)
    },
  )

  app.post<{ Params: { trackingId: string }; Body: StatusUpdateFields }>(
    `${PATH}/:trackingId/updates`,
    {
      schema: { body: statusUpdateSchema },
      attachValidation: true,
      onRequest: [writes, shipments],
    },
    async (request, reply) => {
      const body = parsedPart(request.body, request.validationError)
      if (!body.ok) return reply.code(400).send({ error: body.error, fields: body.fields })
      const trackingId = trackingIdIn(request.params.trackingId)
      if (!trackingId) return reply.code(404).send({ error: staffMessages.noSuchShipment })
      const posted = await postUpdate(repo, trackingId, body.value, by(request))
      if (!posted.ok) return refused(reply, posted)
      if (body.value.stage) notify()
      return reply.code(201).send({ id: posted.id })
    },
  )

  app.post<{ Params: { trackingId: string }; Body: { trackingId: string; reason: string | null } }>(
    `${PATH}/:trackingId/move`,
    { schema: { body: moveLegSchema }, attachValidation: true, onRequest: [writes, shipments] },
    async (request, reply) => {
      const body = parsedPart(request.body, request.validationError)
      if (!body.ok) return reply.code(400).send({ error: body.error, fields: body.fields })
      const trackingId = trackingIdIn(request.params.trackingId)
      if (!trackingId) return reply.code(404).send({ error: staffMessages.noSuchShipment })
      const { trackingId: other, reason } = body.value
      const admin = request.staff?.member.role === 'admin'
      const joined = await joinMove(repo, trackingId, other, by(request), { reason, admin })
      return joined.ok ? { move: joined.move } : refused(reply, joined)
    },
  )

  app.post<{ Params: { trackingId: string } }>(
    `${PATH}/:trackingId/move/leave`,
    { onRequest: [writes, shipments] },
    async (request, reply) => {
      const trackingId = trackingIdIn(request.params.trackingId)
      if (!trackingId) return reply.code(404).send({ error: staffMessages.noSuchShipment })
      const left = await leaveMove(repo, trackingId, by(request))
      return left.ok ? { ok: true } : refused(reply, left)
    },
  )

  /** The update `id` of the job in the path, or null (404: it is someone else's, or none). */
  const updateOf = async (params: { trackingId: string; id: string }) => {
    const id = recordId(params.id)
    const update = id === undefined ? null : await repo.shipmentUpdate(id)
    return update && update.tracking_id === trackingIdIn(params.trackingId) ? update : null
  }

  app.post<{ Params: { trackingId: string; id: string }; Body: Partial<StatusUpdateFields> }>(
    `${PATH}/:trackingId/updates/:id`,
    {
      schema: { body: statusUpdateChangeSchema },
      attachValidation: true,
      onRequest: [writes, shipments],
    },
    async (request, reply) => {
      const body = parsedPart(request.body, request.validationError)
      if (!body.ok) return reply.code(400).send({ error: body.error, fields: body.fields })
      const update = await updateOf(request.params)
      if (!update) return reply.code(404).send({ error: staffMessages.noSuchUpdate })
      const edited = await editUpdate(repo, update.id, body.value, by(request))
      if (!edited.ok) return refused(reply, edited)
      if (body.value.stage) notify()
      return { ok: true }
    },
  )

  app.post<{ Params: { trackingId: string; id: string } }>(
    `${PATH}/:trackingId/updates/:id/remove`,
    { onRequest: [writes, shipments] },
    async (request, reply) => {
      const update = await updateOf(request.params)
      if (!update) return reply.code(404).send({ error: staffMessages.noSuchUpdate })
      const removed = await removeUpdate(repo, update.id, by(request))
      return removed.ok ? { ok: true } : refused(reply, removed)
    },
  )

  // Undo of a removal: no notify(), since a restored update queues no e-mail.
  app.post<{ Params: { trackingId: string; id: string } }>(
    `${PATH}/:trackingId/updates/:id/restore`,
    { onRequest: [writes, shipments] },
    async (request, reply) => {
      const trackingId = trackingIdIn(request.params.trackingId)
      const id = recordId(request.params.id)
      if (trackingId === null || id === undefined)
        return reply.code(404).send({ error: staffMessages.cannotRestore })
      const restored = await restoreUpdate(repo, trackingId, id, by(request))
      return restored.ok ? { ok: true, id: restored.id } : refused(reply, restored)
    },
  )
}
