/**
 * "Send me updates on WhatsApp" on the enquiry forms and the planner (issue 54, item 3): off
 * unless ticked, kept for the enquiry's number with its time, source and language, and a line on
 * the lead's trail that names the source, never the number.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverMessages } from '@contract/server-messages.ts'
import { buildApp } from '../src/app.ts'
import type { Repository } from '../src/repository.ts'
import { loadSite } from '../src/site/static-site.ts'

import { backends, fakeDist, freshRepository, testConfig, validEnquiry } from './helpers.ts'
import { plannedMove } from '../../src/testing/planned-move.ts'

const ORIGIN = 'http://localhost:4000'

describe.each(backends)('WhatsApp consent from the forms on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance

  beforeAll(async () => {
    repo = await freshRepository(backend)
    app = await buildApp({ config: testConfig(), repo, site: await loadSite(fakeDist()) })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  const post = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validEnquiry, ...body }),
    })

  const consentLines = async (leadId: number) =>
    (await repo.auditTrail({ recordType: 'lead', recordId: String(leadId), limit: 50 })).filter(
      (line) => line.action === 'whatsapp.consent',
    )

  it('keeps a ticked box as the number’s consent, with its time, source and language', async () => {
    const before = Date.now()
    const response = await post({ phoneNumber: '97455100001', locale: 'ar', whatsappUpdates: true })
    expect(response.statusCode).toBe(201)
    const contact = await repo.whatsappContact('97455100001')
    expect(contact).toMatchObject({ locale: 'ar', consent_source: 'enquiry', opted_out_at: null })
    expect(Number(contact?.consent_at)).toBeGreaterThanOrEqual(before)
    const [line] = await consentLines(response.json<{ id: number }>().id)
    expect(line).toMatchObject({ actorId: null, after: { source: 'enquiry' } })
    expect(JSON.stringify(line)).not.toContain('97455100001')
  })

  it('keeps nothing when the box is left unticked or not sent', async () => {
    const unticked = await post({ phoneNumber: '97455100002', whatsappUpdates: false })
    const unsent = await post({ phoneNumber: '97455100003' })
    expect([unticked.statusCode, unsent.statusCode]).toEqual([201, 201])
    expect(await repo.whatsappContact('97455100002')).toBeUndefined()
    expect(await repo.whatsappContact('97455100003')).toBeUndefined()
    expect(await consentLines(unticked.json<{ id: number }>().id)).toEqual([])
  })

  it('names the planner as the source of a planned move’s consent', async () => {
    const response = await post({
      phoneNumber: '97455100004',
      whatsappUpdates: true,
      details: plannedMove(),
    })
    expect(response.statusCode).toBe(201)
    expect(await repo.whatsappContact('97455100004')).toMatchObject({
      consent_source: 'planner',
      locale: 'en',
    })
  })

  it('keeps the tick of a script-free form, sent as "yes"', async () => {
    const { fullName, email, serviceType, message } = validEnquiry
    const response = await app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        origin: ORIGIN,
        referer: `${ORIGIN}/contact-us`,
        host: 'localhost:4000',
      },
      payload: new URLSearchParams({
        fullName,
        phoneNumber: '97455100005',
        email,
        serviceType,
        message,
        companyWebsite: '',
        whatsappUpdates: 'yes',
      }).toString(),
    })
    expect(response.statusCode).toBe(303)
    expect(await repo.whatsappContact('97455100005')).toMatchObject({ consent_source: 'enquiry' })
  })

  it('refuses an answer that is neither yes nor no, and stores nothing', async () => {
    const count = (await repo.listEnquiries()).length
    const response = await post({ phoneNumber: '97455100006', whatsappUpdates: 'maybe' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: serverMessages.yesOrNo('whatsappUpdates'),
    })
    expect((await repo.listEnquiries()).length).toBe(count)
    expect(await repo.whatsappContact('97455100006')).toBeUndefined()
  })
})
