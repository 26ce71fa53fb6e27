/**
 * The people who use the staff console: accounts, passkey sign-in, one-time links, sessions and
 * roles, their e-mails, and the console's scope with the guards every staff route runs.
 */
export { registerConsole } from './console.ts'
export { staffMailQueries } from './mail-queries.ts'
export { addMember, issueLink } from './members.ts'
export { passkeyQueries } from './passkey-queries.ts'
export { staffQueries, type StaffStore } from './queries.ts'
export { actor, staffOf, stillSignedIn } from './session.ts'
export {
  staffLinkUrl,
  staffMail,
  type StaffMailPayload,
  type StaffMailRows,
  type StaffNotification,
} from './staff-mail.ts'
