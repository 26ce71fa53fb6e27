/**
 * The words the follow-ups' customer pages share (/feedback/:token and /follow-ups/stop/:token),
 * in English. The Arabic pages read the twin, `customer-page-messages.ar.ts`, whose exports match.
 */

export const notFoundTitle: string = 'This link opens no page'

export const notFoundText: string =
  'The link may be incomplete. Ask your move coordinator to send it again.'
