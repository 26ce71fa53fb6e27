// Every route under /api/staff/, with who may use it: the one list the access matrices
// (staff-matrix.test.ts) walk. A new staff route is covered by adding it here; the matrix fails
// while the app registers one that is missing.
import type { StaffAbility } from '@contract/staff.ts'

/** `sign-in`: open to anyone (it is how one signs in); `member`: any live session. */
type Access = 'sign-in' | 'member' | StaffAbility

type Method = 'GET' | 'POST' | 'PUT'

export type StaffRoute = {
  method: Method
  /** As registered, with `:param`s; the matrices fill them in. */
  path: string
  access: Access
  /** A server-sent event stream: held open, so probed over a socket. */
  stream?: boolean
}

const route = (method: Method, path: string, access: Access, stream?: boolean) => ({
  method,
  path: `/api/staff${path}`,
  access,
  ...(stream && { stream }),
})

export const staffRoutes: StaffRoute[] = [
  route('POST', '/enrol/options', 'sign-in'),
  route('POST', '/enrol', 'sign-in'),
  route('POST', '/sign-in/options', 'sign-in'),
  route('POST', '/sign-in', 'sign-in'),
  route('POST', '/sign-in/email', 'sign-in'),
  route('POST', '/sign-in/link', 'sign-in'),

  route('GET', '/me', 'member'),
  route('POST', '/passkeys/options', 'member'),
  route('POST', '/passkeys', 'member'),
  route('GET', '/passkeys', 'member'),
  route('POST', '/passkeys/rename', 'member'),
  route('POST', '/passkeys/remove', 'member'),
  route('GET', '/sessions', 'member'),
  route('POST', '/sessions/revoke', 'member'),
  route('POST', '/sign-out', 'member'),
  route('POST', '/sign-out/everywhere', 'member'),

  route('GET', '/members', 'staff'),
  route('POST', '/members', 'staff'),
  route('POST', '/members/disable', 'staff'),
  route('POST', '/members/link', 'staff'),
  route('GET', '/members/:id/passkeys', 'staff'),
  route('POST', '/members/passkeys/revoke', 'staff'),
  route('GET', '/health', 'staff'),
  route('GET', '/audit', 'audit'),

  route('GET', '/deliveries', 'leads'),
  route('GET', '/enquiries', 'leads'),
  route('GET', '/enquiries/live', 'leads', true),
  route('GET', '/enquiries/assignees', 'leads'),
  route('GET', '/enquiries/export', 'leads'),
  route('GET', '/enquiries/:id', 'leads'),
  route('GET', '/enquiries/:id/timeline', 'leads'),
  route('POST', '/enquiries/contact', 'leads'),
  route('POST', '/enquiries/status', 'leads'),
  route('POST', '/enquiries/assign', 'leads'),
  route('POST', '/enquiries/note', 'leads'),
  route('GET', '/reports/leads', 'leads'),
  route('GET', '/leads/:id/whatsapp', 'leads'),
  route('POST', '/leads/:id/whatsapp', 'leads'),
  route('POST', '/leads/:id/whatsapp/seen', 'leads'),

  route('GET', '/shipments', 'shipments'),
  route('POST', '/shipments', 'shipments'),
  route('GET', '/shipments/won-leads', 'shipments'),
  route('POST', '/shipments/import', 'shipments'),
  route('GET', '/shipments/:trackingId', 'shipments'),
  route('GET', '/shipments/:trackingId/timeline', 'shipments'),
  route('POST', '/shipments/:trackingId', 'shipments'),
  route('POST', '/shipments/:trackingId/updates', 'shipments'),
  route('POST', '/shipments/:trackingId/updates/:id', 'shipments'),
  route('POST', '/shipments/:trackingId/updates/:id/remove', 'shipments'),
  route('POST', '/shipments/:trackingId/updates/:id/restore', 'shipments'),
  route('POST', '/shipments/:trackingId/move', 'shipments'),
  route('POST', '/shipments/:trackingId/move/leave', 'shipments'),

  route('GET', '/quotes', 'leads'),
  route('POST', '/quotes', 'leads'),
  route('GET', '/quotes/:id', 'leads'),
  route('PUT', '/quotes/:id', 'leads'),
  route('POST', '/quotes/:id/send', 'leads'),
  route('POST', '/quotes/:id/revise', 'leads'),
  route('GET', '/quotes/:id/deposit', 'leads'),
  route('POST', '/quotes/:id/deposit', 'leads'),
  route('GET', '/quotes/accepted', 'shipments'),

  route('GET', '/follow-up-rules', 'staff'),
  route('PUT', '/follow-up-rules', 'staff'),
  route('GET', '/leads/:id/follow-ups', 'leads'),
  route('GET', '/shipments/:trackingId/follow-ups', 'shipments'),
  route('POST', '/follow-ups/:id/skip', 'member'),
  route('POST', '/follow-ups/:id/send-now', 'member'),
  route('GET', '/alerts', 'member'),
  route('POST', '/alerts/:id/read', 'member'),
  route('GET', '/reports/reviews', 'leads'),
]

/** A route's address with its parameters filled in. */
export const urlOf = ({ path }: StaffRoute) =>
  path.replace(':trackingId', 'ABCD123456').replace(':id', '1')

/**
 * The `METHOD /path` of every route Fastify registered under /api/staff/ (HEAD, which Fastify adds
 * to each GET, left out), read from `printRoutes`' radix tree: a line's path is its parent's plus
 * its own segment.
 */
export function registeredStaffRoutes(tree: string): string[] {
  const parents: string[] = []
  const routes: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = (parents[depth - 1] ?? '') + match[2]
    parents.length = depth
    parents[depth] = path
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD' && path.startsWith('/api/staff/')) routes.push(`${method} ${path}`)
  }
  return routes.sort()
}
