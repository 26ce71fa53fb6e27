/**
 * The audit trail: the line every domain writes with its change, the admins' reader of it, and
 * each lead's and shipment's timeline drawn from it.
 */
export {
  auditQueries,
  auditRow,
  type AuditEntry,
  type AuditLine,
  type AuditStore,
} from './queries.ts'
export { auditRoutes } from './staff-routes.ts'
export { timelineQueries } from './timeline-queries.ts'
export { timelineRoutes } from './timeline-routes.ts'
