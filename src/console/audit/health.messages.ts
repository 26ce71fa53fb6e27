/** The admins' panel of the service's health (GET /api/staff/health). */
export const healthTitle: string = 'Service health'
export const healthIntro: string =
  'What the public health check no longer shows: the database, e-mail, the CRM and Redis. Monitoring reads the same with HEALTH_TOKEN.'
export const healthUp: string = 'Up: the database answers.'
export const healthDown: string =
  'Down: the database did not answer in time. Visitors cannot send enquiries or track shipments.'
export const databaseLabel: string = 'Database'
export const databaseKinds: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' }
export const mailLabel: string = 'E-mail'
export const deliveries: Record<string, string> = {
  smtp: 'Sent through SMTP.',
  log: 'Written to the server log only (no SMTP_URL outside production).',
  held: 'Held: SMTP_URL is not set, so nothing is sent.',
}
export const waiting = (count: number): string => `${count} waiting in the outbox.`
export const crmLabel: string = 'Leads to the CRM'
export const crmOff: string = 'Not set up (LEADS_WEBHOOK_URL).'
export const crmCounts = (pending: number, retrying: number, failed: number): string =>
  `${pending} waiting, ${retrying} being tried again, ${failed} given up.`
export const redisLabel: string = 'Redis'
export const redisOff: string = 'Not set up: each instance counts its own limits.'
export const redisUp: string = 'Reachable.'
export const redisDown: string =
  'Not reachable: requests whose limits must hold, such as staff sign-in, are refused meanwhile.'
export const readAgain: string = 'Check again'
