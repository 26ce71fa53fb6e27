/**
 * The staff console's server side: accounts, passkey sign-in, sessions, roles and the audit trail,
 * the leads inbox and the shipments desk.
 */
export { leadQueries } from './leads-queries.ts'
export { leadSignal, type LeadSignal } from './live.ts'
export { staffMailQueries } from './mail-queries.ts'
export { addMember, issueLink } from './members.ts'
export { passkeyQueries } from './passkey-queries.ts'
export { staffQueries, type AuditLine } from './queries.ts'
export { registerStaff } from './routes.ts'
export {
  createShipment,
  editShipment,
  editUpdate,
  importUpdates,
  postUpdate,
  removeUpdate,
  shipmentQueries,
} from './shipments/index.ts'
