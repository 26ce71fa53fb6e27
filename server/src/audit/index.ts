/** The audit trail: the line every domain writes with its change, and the admins' reader of it. */
export {
  auditQueries,
  auditRow,
  type AuditEntry,
  type AuditLine,
  type AuditStore,
} from './queries.ts'
export { auditRoutes } from './staff-routes.ts'
