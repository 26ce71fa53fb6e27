/**
 * The people who use the staff console: accounts, passkey sign-in, one-time links, sessions and
 * roles, the guard every staff route runs, and (until it moves) the audit trail.
 */
export { staffMailQueries } from './mail-queries.ts'
export { addMember, issueLink } from './members.ts'
export { passkeyQueries } from './passkey-queries.ts'
export { staffQueries, type AuditLine } from './queries.ts'
export {
  staffLinkUrl,
  staffMail,
  type StaffMailPayload,
  type StaffMailRows,
  type StaffNotification,
} from './staff-mail.ts'
export { registerStaff } from './staff-routes.ts'
