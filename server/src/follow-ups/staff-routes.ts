/**
 * Staff routes, behind the console's guards (issue 55, item 5): what follow-ups will happen and
 * what happened to them.
 *
 * - `GET`/`PUT /api/staff/follow-up-rules` (`admin`; `writes` for the change): the rules with
 *   their timing, each as an admin set it or its defaults; a change is one rule within its bounds
 *   (the contract's schema refuses anything outside them), audited.
 * - `GET /api/staff/leads/:id/follow-ups` (`leads`) and `GET
 *   /api/staff/shipments/:trackingId/follow-ups` (`shipments`): each follow-up, with how what was
 *   sent fared.
 * - `POST /api/staff/follow-ups/:id/skip` and `…/send-now` (any member, `writes`): whoever may
 *   open the lead or the shipment it belongs to may skip it or bring it forward to now (the
 *   sender takes it on its next pass); audited on that lead or shipment.
 * - `GET /api/staff/alerts` and `POST /api/staff/alerts/:id/read` (any member, `writes` to mark
 *   one read): a member's own alerts, and an admin's those raised for every admin.
 * - `GET /api/staff/reports/reviews` (`leads`, as the leads report): the ratings per Doha month
 *   and the share of delivered shipments sent a review request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'

import { followUpMessages } from '@contract/follow-up-messages.ts'
import { followUpRuleSchema, type FollowUpRuleView } from '@contract/follow-up-staff.ts'
import { FOLLOW_UP_RULES, type FollowUpRuleSetting } from '@contract/follow-ups.ts'
import { MAX_TRACKING_ID } from '@contract/jobs.ts'
import { can } from '@contract/staff.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { recordId } from '../http/index.ts'
import { actor, staffOf } from '../people/index.ts'
import type { ReviewReportStore } from './review-report.ts'
import type { FollowUpStaffStore, FollowUpSubject } from './staff-queries.ts'

export type FollowUpStaffOptions = {
  /** Wakes the follow-up sender (a follow-up brought forward) and tells every console. */
  onChange: () => void
  now?: () => number
}

export function followUpStaffRoutes(
  app: FastifyInstance,
  repo: FollowUpStaffStore & ReviewReportStore,
  guards: Record<'writes' | 'member' | 'admin' | 'leads' | 'shipments', onRequestHookHandler>,
  { onChange, now = Date.now }: FollowUpStaffOptions,
) {
  const { writes, member, admin, leads, shipments } = guards
  const refuse = (reply: FastifyReply, status: number, error: string) =>
    reply.code(status).send({ error })

  async function rules(): Promise<FollowUpRuleView[]> {
    const set = await repo.followUpRuleRows()
    return FOLLOW_UP_RULES.map(
      ({ rule, defaultMinutes }) =>
        set.get(rule) ?? {
          rule,
          enabled: true,
          offsetMinutes: defaultMinutes,
          updatedAt: null,
          updatedByName: null,
        },
    )
  }

  app.get('/api/staff/follow-up-rules', { onRequest: admin }, async () => ({
    rules: await rules(),
  }))

  app.put<{ Body: FollowUpRuleSetting }>(
    '/api/staff/follow-up-rules',
    { schema: { body: followUpRuleSchema }, onRequest: [writes, admin] },
    async (request) => {
      const setting = request.body
      const before = (await rules()).find(({ rule }) => rule === setting.rule)!
      await repo.setFollowUpRule(
        setting,
        staffOf(request).member.id,
        {
          ...actor(request, 'follow-up.rule-changed'),
          recordType: 'follow-up-rule',
          recordId: setting.rule,
          before: { enabled: before.enabled, offsetMinutes: before.offsetMinutes },
          after: { enabled: setting.enabled, offsetMinutes: setting.offsetMinutes },
        },
        now(),
      )
      onChange()
      return { rules: await rules() }
    },
  )

  app.get<{ Params: { id: string } }>(
    '/api/staff/leads/:id/follow-ups',
    { onRequest: leads },
    async (request, reply) => {
      const leadId = recordId(request.params.id)
      if (leadId === undefined || !(await repo.followUpLeadExists(leadId)))
        return refuse(reply, 404, staffMessages.noSuchLead)
      return { followUps: await repo.followUpsOf({ leadId }) }
    },
  )

  app.get<{ Params: { trackingId: string } }>(
    '/api/staff/shipments/:trackingId/follow-ups',
    { onRequest: shipments },
    async (request, reply) => {
      const { trackingId } = request.params
      const jobId =
        trackingId.length > MAX_TRACKING_ID
          ? null
          : await repo.followUpJobId(trackingId.trim().toUpperCase())
      if (jobId === null) return refuse(reply, 404, staffMessages.noSuchShipment)
      return { followUps: await repo.followUpsOf({ jobId }) }
    },
  )

  /** Whether the caller may open what the follow-up belongs to (its lead or its shipment). */
  const mayChange = (request: FastifyRequest, subject: FollowUpSubject) => {
    const { role } = staffOf(request).member
    return (
      (subject.leadId !== null && can(role, 'leads')) ||
      (subject.jobId !== null && can(role, 'shipments')) ||
      can(role, 'staff')
    )
  }

  for (const [verb, action] of [
    ['skip', 'follow-up.skipped'],
    ['send-now', 'follow-up.sent-now'],
  ] as const)
    app.post<{ Params: { id: string } }>(
      `/api/staff/follow-ups/:id/${verb}`,
      { onRequest: [writes, member] },
      async (request, reply) => {
        const id = recordId(request.params.id)
        const subject = id === undefined ? null : await repo.followUpSubject(id)
        if (!subject) return refuse(reply, 404, followUpMessages.noSuchFollowUp)
        if (!mayChange(request, subject)) return refuse(reply, 403, staffMessages.forbidden)
        if (subject.status !== 'scheduled') return refuse(reply, 409, followUpMessages.notScheduled)
        const { member: by } = staffOf(request)
        const change = {
          id: subject.id,
          at: now(),
          by: { id: by.id, name: by.name },
          audit: {
            ...actor(request, action),
            // On the shipment's timeline when it is about one, else on the lead's.
            ...(subject.trackingId !== null
              ? { recordType: 'shipment', recordId: subject.trackingId }
              : { recordType: 'lead', recordId: subject.leadId ?? undefined }),
            after: { followUpId: subject.id, rule: subject.rule },
          },
        }
        const done =
          verb === 'skip' ? await repo.skipFollowUp(change) : await repo.sendFollowUpNow(change)
        // Sent or cancelled between the read above and this write.
        if (!done) return refuse(reply, 409, followUpMessages.notScheduled)
        onChange()
        return { ok: true }
      },
    )

  app.get('/api/staff/reports/reviews', { onRequest: leads }, async () => repo.reviewsReport(now()))

  app.get('/api/staff/alerts', { onRequest: member }, async (request) => {
    const { id, role } = staffOf(request).member
    return repo.staffAlerts(id, role === 'admin')
  })

  app.post<{ Params: { id: string } }>(
    '/api/staff/alerts/:id/read',
    { onRequest: [writes, member] },
    async (request, reply) => {
      const alertId = recordId(request.params.id)
      const { id, role } = staffOf(request).member
      const found =
        alertId !== undefined && (await repo.readStaffAlert(alertId, id, role === 'admin', now()))
      if (!found) return refuse(reply, 404, followUpMessages.noSuchAlert)
      return { ok: true }
    },
  )
}
