// One lookup budget per client (issue 48, W4): the tracking API, the server-rendered result page,
// the reveal and the milestone subscription all spend the same RATE_LIMIT_TRACKING_PER_MINUTE, so
// asking through each in turn buys nothing; before, the API and the page gave 30 each.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { errorMessages } from '../src/app.ts'
import type { Repository } from '../src/repository.ts'
import { seedDemo } from '../src/shipments/seed.ts'

import { backends, freshRepository, testConfig } from './helpers.ts'
import { appWithTrackPage, REVEAL, SUBSCRIBE } from './tracking-helpers.ts'

const BUDGET = 8

describe.each(backends)('one lookup budget per client on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance
  beforeAll(async () => {
    repo = await freshRepository(backend)
    await seedDemo(repo)
    app = await appWithTrackPage(
      repo,
      testConfig({ RATE_LIMIT_TRACKING_PER_MINUTE: String(BUDGET) }),
    )
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  /** Each way of looking a shipment up, from `ip`. */
  const ways = (ip: string) => ({
    api: () => app.inject({ url: '/api/jobs/jobs/?tracking_id=ABCD123456', remoteAddress: ip }),
    page: () => app.inject({ url: '/track-your-cargo?tracking_id=ABCD123456', remoteAddress: ip }),
    reveal: () =>
      app.inject({
        method: 'POST',
        url: REVEAL,
        headers: { 'content-type': 'application/json' },
        payload: { tracking_id: 'ABCD123456', contact_last4: '1122' },
        remoteAddress: ip,
      }),
    subscribe: () =>
      app.inject({
        method: 'POST',
        url: SUBSCRIBE,
        headers: { 'content-type': 'application/json' },
        payload: { tracking_id: 'ABCD123456', contact_last4: '1122', email: 'a@example.com' },
        remoteAddress: ip,
      }),
  })

  it('is spent by the API, the result page, the reveal and the subscription together', async () => {
    const { api, page, reveal, subscribe } = ways('10.48.0.1')
    const spent = []
    for (const ask of [api, page, reveal, subscribe, api, page, reveal, subscribe])
      spent.push((await ask()).statusCode)
    expect(spent).toEqual([200, 200, 200, 202, 200, 200, 200, 202])
    // The budget is gone whichever way is asked next.
    for (const ask of [api, page, reveal, subscribe]) {
      const refused = await ask()
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBeDefined()
    }
    expect((await api()).json()).toEqual({ error: errorMessages.tooMany })
    // Another client has its own.
    expect((await ways('10.48.0.2').reveal()).statusCode).toBe(200)
  })

  it.each(['page', 'reveal', 'subscribe'] as const)(
    'leaves the API nothing once the %s has spent the budget',
    async (way) => {
      const client = ways(`10.48.1.${1 + ['page', 'reveal', 'subscribe'].indexOf(way)}`)
      for (let i = 0; i < BUDGET; i++) expect((await client[way]()).statusCode).toBeLessThan(400)
      expect((await client.api()).statusCode).toBe(429)
    },
  )
})
