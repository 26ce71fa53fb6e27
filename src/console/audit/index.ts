/** The audit trail for the console's router, and how a change reads, which the CSV import shows too. */
export { AuditPage } from './audit'
export { change } from './audit.messages'
