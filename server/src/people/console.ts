/**
 * The staff console's API under /api/staff/, one Fastify scope: the guards its routes choose from
 * (a live session whose role may do the thing, and writes only as JSON from the console's own
 * origin), `no-store` on every answer, and the people routes. The other domains' staff routes join
 * the same scope through `domains`, so they share the guards without people knowing them.
 */
import type { FastifyInstance } from 'fastify'

import { consoleWritesOnly, signedIn, type ConsoleGuards } from './session.ts'
import { peopleRoutes, type PeopleOptions } from './staff-routes.ts'

export async function registerConsole(
  root: FastifyInstance,
  options: PeopleOptions,
  domains: (app: FastifyInstance, guards: ConsoleGuards) => void,
) {
  const { repo, party } = options
  await root.register(async (app) => {
    const guards: ConsoleGuards = {
      writes: consoleWritesOnly([party.origin]),
      member: signedIn(repo),
      admin: signedIn(repo, 'staff'),
      auditor: signedIn(repo, 'audit'),
      leads: signedIn(repo, 'leads'),
      shipments: signedIn(repo, 'shipments'),
    }
    domains(app, guards)
    // Nothing a staff route answers may stay in a cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
    })
    peopleRoutes(app, options, guards)
  })
}
