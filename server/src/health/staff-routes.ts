/**
 * Staff routes, behind the console's guards (`leads`, `admin`): how the service itself is doing.
 * Whether leads reach the CRM (for those who work leads: the inbox warns when they do not) and,
 * for admins, the health check's whole report, which the public `/api/health` leaves out.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify'

export function serviceRoutes(
  app: FastifyInstance,
  guards: { leads: onRequestHookHandler; admin: onRequestHookHandler },
  sources: { deliveries: () => Promise<unknown>; health: () => Promise<unknown> },
) {
  app.get('/api/staff/deliveries', { onRequest: guards.leads }, () => sources.deliveries())
  app.get('/api/staff/health', { onRequest: guards.admin }, () => sources.health())
}
