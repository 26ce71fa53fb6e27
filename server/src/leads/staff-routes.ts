/**
 * Staff routes, behind the console's guards (`leads`, and `writes` for a change): the leads
 * inbox's API. `GET /api/staff/enquiries` (a page, newest first, filtered and searched on the
 * server), the live stream, one lead with its notes, its moves along the pipeline, its assignment
 * and notes, the report and the CSV export. Every change and every export goes into the audit
 * trail.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'

import { enquiryLocales } from '@contract/enquiry.ts'
import {
  isLeadChannel,
  isLeadStatus,
  isResponseWindow,
  leadAssignmentSchema,
  MAX_REPORT_WEEKS,
  REPORT_WEEKS,
  leadNoteSchema,
  leadStatusSchema,
  type LeadAssignment,
  type LeadStatusChange,
} from '@contract/leads.ts'
import { can } from '@contract/staff.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { contactAction, leadContactSchema, type LeadContact } from '@contract/timeline.ts'
import type { AuditStore } from '../audit/index.ts'
import { recordId, searchOf, toArabic } from '../http/index.ts'
import { actor, staffOf, stillSignedIn, type StaffStore } from '../people/index.ts'
import { toCsv } from './csv.ts'
import type { LeadClaim, LeadFilter, LeadStore } from './inbox-queries.ts'
import { leadStream, MAX_STREAMS_PER_SESSION, type LeadSignal } from './live.ts'
import type { UnreadWhatsApp } from './unread.ts'
import type { QuotePipelineStore } from './quote-pipeline-queries.ts'
import { quotesReport } from './quote-report.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'

const text = (value: unknown, most: number) =>
  typeof value === 'string' && value.trim() && value.length <= most ? value.trim() : undefined
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

/**
 * The list's filters as the query string gives them; anything malformed is left out, but a search
 * too long is refused: leaving it out would answer every lead.
 */
function filterOf(
  query: Record<string, unknown>,
): { ok: true; filter: LeadFilter } | { ok: false; error: string } {
  const search = searchOf(query.q)
  if (!search.ok) return search
  const from = day(query.from)
  const to = day(query.to)
  const filter: LeadFilter = {
    status: isLeadStatus(query.status) ? query.status : undefined,
    service: text(query.service, 32),
    source: text(query.source, 200)?.toLowerCase(),
    channel: isLeadChannel(query.channel) ? query.channel : undefined,
    within: isResponseWindow(query.within) ? query.within : undefined,
    locale: (enquiryLocales as readonly unknown[]).includes(query.locale)
      ? String(query.locale)
      : undefined,
    search: search.search,
    from: from && new Date(`${from}T00:00:00+03:00`).toISOString(),
    // The whole of the last day, in Doha.
    to: to && new Date(Date.parse(`${to}T00:00:00+03:00`) + 86_400_000).toISOString(),
    before: recordId(query.before),
  }
  return { ok: true, filter }
}

export function leadRoutes(
  app: FastifyInstance,
  repo: LeadStore & QuotePipelineStore & StaffStore & AuditStore,
  guards: { writes: onRequestHookHandler; leads: onRequestHookHandler },
  signal: LeadSignal,
  /** Customers' WhatsApp messages nobody read; null without WhatsApp set up. */
  whatsapp: UnreadWhatsApp | null = null,
) {
  const { writes, leads } = guards
  /** Tells every connected console, which reads its page again. */
  const changedLead = () => {
    signal.publish()
    return { ok: true }
  }
  /** The person acting takes an unassigned lead with their first action on it (issue 52). */
  const claimOf = (request: FastifyRequest, lead: { id: number; assignedTo: number | null }) =>
    lead.assignedTo === null
      ? ({
          staffId: staffOf(request).member.id,
          by: actor(request, 'lead.assigned'),
        } satisfies LeadClaim)
      : undefined
  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/staff/enquiries',
    { onRequest: leads },
    async (request, reply) => {
      const asked = filterOf(request.query)
      if (!asked.ok) return reply.code(400).send({ error: asked.error })
      const page = await repo.leadsPage(asked.filter)
      // Sent quotes that need a call (issue 53): marked here, so each page reads them once.
      const ids = page.leads.map((lead) => lead.id)
      const [marks, unread] = await Promise.all([
        repo.quoteFollowUps(ids, Date.now(), qatarToday()),
        whatsapp?.unreadByLead(ids),
      ])
      return {
        ...page,
        leads: page.leads.map((lead) => ({
          ...lead,
          followUp: marks.get(lead.id) ?? [],
          ...(unread && { whatsappUnread: unread.get(lead.id) ?? 0 }),
        })),
      }
    },
  )

  // Open streams would hold the server open past its shutdown.
  const streams = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const end of streams) end()
  })
  // Each holds a socket and a timer: a stolen or runaway session may not open hundreds.
  const perSession = new Map<number, number>()
  app.get<{ Querystring: { lang?: string } }>(
    '/api/staff/enquiries/live',
    { onRequest: leads },
    (request, reply) => {
      const { sessionId } = staffOf(request)
      const open = perSession.get(sessionId) ?? 0
      if (open >= MAX_STREAMS_PER_SESSION) {
        const refusal = staffMessages.tooManyStreams(MAX_STREAMS_PER_SESSION)
        // An EventSource cannot send the console's Accept-Language: its address names the language.
        return reply
          .code(429)
          .send({ error: request.query.lang === 'ar' ? toArabic(refusal) : refusal })
      }
      perSession.set(sessionId, open + 1)
      const end = leadStream(reply, {
        signal,
        counts: async () => ({
          unanswered: await repo.unansweredLeads(),
          ...(whatsapp && { whatsapp: await whatsapp.unread() }),
        }),
        stillSignedIn: () => stillSignedIn(repo, request),
      })
      streams.add(end)
      reply.raw.on('close', () => {
        streams.delete(end)
        const left = (perSession.get(sessionId) ?? 1) - 1
        if (left > 0) perSession.set(sessionId, left)
        else perSession.delete(sessionId)
      })
    },
  )

  /** Who a lead can be given to: the active accounts whose role works leads. */
  app.get('/api/staff/enquiries/assignees', { onRequest: leads }, async () => ({
    assignees: (await repo.staffMembers())
      .filter((member) => !member.disabled && can(member.role, 'leads'))
      .map(({ id, name }) => ({ id, name })),
  }))

  // Leads per week by source and by service, and the won rate by source (issue 35, section 4), and
  // the quotes of those weeks (issue 53).
  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/staff/reports/leads',
    { onRequest: leads },
    async (request) => {
      const asked = request.query.weeks
      const weeks =
        typeof asked === 'string' && /^\d{1,3}$/.test(asked) && Number(asked) > 0
          ? Math.min(Number(asked), MAX_REPORT_WEEKS)
          : REPORT_WEEKS
      const now = Date.now()
      return {
        ...(await repo.leadsReport(weeks, now)),
        quotes: quotesReport(await repo.quoteReportRows(), now, weeks),
      }
    },
  )

  app.get<{ Params: { id: string } }>(
    '/api/staff/enquiries/:id',
    { onRequest: leads },
    async (request, reply) => {
      const id = recordId(request.params.id)
      const lead = id ? await repo.lead(id) : null
      if (!lead) return reply.code(404).send({ error: staffMessages.noSuchLead })
      // Whether the lead page shows a WhatsApp thread at all (it asks for none otherwise).
      return { ...lead, whatsapp: whatsapp !== null }
    },
  )

  app.post<{ Body: LeadStatusChange }>(
    '/api/staff/enquiries/status',
    { schema: { body: leadStatusSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const { id, status, reason, undo } = request.body
      const lead = await repo.lead(id)
      if (!lead) return reply.code(404).send({ error: staffMessages.noSuchLead })
      const changed = await repo.setLeadStatus(
        id,
        lead.status,
        { status, reason },
        {
          ...actor(request, 'lead.status-changed'),
          recordId: id,
          before: { status: lead.status },
          after: { status, ...(reason && { reason }), ...(undo && { undo }) },
        },
        claimOf(request, lead),
      )
      // Someone else moved it meanwhile: the console reloads it rather than overwrite their change.
      return changed
        ? changedLead()
        : reply.code(409).send({ error: staffMessages.changedMeanwhile })
    },
  )

  // A call, WhatsApp chat or e-mail opened from the console: the lead's timeline shows it, and it
  // is a first action like any other.
  app.post<{ Body: LeadContact }>(
    '/api/staff/enquiries/contact',
    { schema: { body: leadContactSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const { id, via } = request.body
      const lead = await repo.lead(id)
      if (!lead) return reply.code(404).send({ error: staffMessages.noSuchLead })
      const entry = { ...actor(request, contactAction(via)), recordId: id }
      if (!(await repo.recordLeadContact(id, entry, claimOf(request, lead))))
        return reply.code(409).send({ error: staffMessages.changedMeanwhile })
      signal.publish()
      return reply.code(201).send({ ok: true })
    },
  )

  app.post<{ Body: LeadAssignment }>(
    '/api/staff/enquiries/assign',
    { schema: { body: leadAssignmentSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const { id, staffId, undo } = request.body
      const lead = await repo.lead(id)
      if (!lead) return reply.code(404).send({ error: staffMessages.noSuchLead })
      if (staffId !== null) {
        const member = await repo.staffMember(staffId)
        if (!member || member.disabled)
          return reply.code(400).send({ error: staffMessages.noSuchMember })
        // The same rule as the console's list of assignees: only someone who can open the lead.
        if (!can(member.role, 'leads'))
          return reply.code(400).send({ error: staffMessages.cannotWorkLeads })
      }
      const changed = await repo.assignLead(id, lead.assignedTo, staffId, {
        ...actor(request, 'lead.assigned'),
        recordId: id,
        before: { assignedTo: lead.assignedTo },
        after: { assignedTo: staffId, ...(undo && { undo }) },
      })
      return changed
        ? changedLead()
        : reply.code(409).send({ error: staffMessages.changedMeanwhile })
    },
  )

  app.post<{ Body: { id: number; body: string } }>(
    '/api/staff/enquiries/note',
    { schema: { body: leadNoteSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const { id, body } = request.body
      const lead = await repo.lead(id)
      if (!lead) return reply.code(404).send({ error: staffMessages.noSuchLead })
      const { member } = staffOf(request)
      // The trail says a note was added; its words stay with the lead.
      const added = await repo.addLeadNote(
        id,
        member,
        body,
        { ...actor(request, 'lead.note-added'), recordId: id },
        claimOf(request, lead),
      )
      if (added === null) return reply.code(409).send({ error: staffMessages.changedMeanwhile })
      changedLead()
      return reply.code(201).send({ ok: true })
    },
  )

  // The inbox's own filters; the client IP only for admins, who answer for abuse.
  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/staff/enquiries/export',
    { onRequest: leads },
    async (request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="enquiries.csv"')
      // A HEAD asks whether the export is there: nothing is read, built or audited.
      if (request.method === 'HEAD') return reply.send()
      // Every lead the filter names, not a page of them.
      const asked = filterOf({ ...request.query, before: undefined })
      if (!asked.ok) return reply.code(400).send({ error: asked.error })
      const { filter } = asked
      const chosen = await repo.leadsToExport(filter)
      const { member } = staffOf(request)
      // Which filters, never their values: a search may be a customer's name.
      await repo.audit({
        ...actor(request, 'lead.exported'),
        recordType: 'lead',
        after: {
          rows: chosen.length,
          filters: Object.entries(filter).flatMap(([key, value]) =>
            value === undefined ? [] : [key],
          ),
        },
      })
      return reply.send(toCsv(chosen, undefined, { clientIp: can(member.role, 'staff') }))
    },
  )
}
