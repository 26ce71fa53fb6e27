/**
 * Staff route: `GET /api/staff/audit`, the trail newest first, filtered and paged, for the roles
 * that may read it (the `audit` guard; a live session is part of it).
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import type { ErrorBody } from '@contract/messages.ts'
import { recordId } from '../http/index.ts'
import type { AuditFilter, AuditStore } from './queries.ts'

const AUDIT_PAGE = 100

const textIn = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.length <= 100 ? value.trim() : undefined

export function auditRoutes(
  app: FastifyInstance,
  repo: AuditStore,
  guards: { auditor: onRequestHookHandler },
) {
  app.get<{ Querystring: Record<string, unknown>; Reply: unknown | ErrorBody }>(
    '/api/staff/audit',
    { onRequest: guards.auditor },
    async (request) => {
      const query = request.query
      const filter: AuditFilter = {
        actorId: recordId(query.actor),
        action: textIn(query.action),
        recordType: textIn(query.record),
        recordId: textIn(query.id)?.toUpperCase(),
        from: recordId(query.from),
        to: recordId(query.to),
        before: recordId(query.before),
        limit: AUDIT_PAGE,
      }
      return { entries: await repo.auditTrail(filter) }
    },
  )
}
