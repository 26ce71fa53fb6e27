import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../src/app.ts'
import { toCsv } from '../src/leads/index.ts'
import { loadConfig } from '../src/config.ts'
import type { Repository } from '../src/repository.ts'
import { enquiryMail } from '../src/notifications/mailer.ts'
import { loadSite } from '../src/site/static-site.ts'

import { backends, fakeDist, freshRepository, validEnquiry } from './helpers.ts'
import { plannedMove } from '../../src/testing/planned-move.ts'

const details = plannedMove()

describe.each(backends)('quote planner requests on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance

  beforeAll(async () => {
    repo = await freshRepository(backend)
    app = await buildApp({
      config: loadConfig({ RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000' }),
      repo,
      site: await loadSite(fakeDist()),
    })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  const post = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })

  it('stores the details with the enquiry and lists them back', async () => {
    const response = await post({ ...validEnquiry, details })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: number }>()
    const stored = (await repo.listEnquiries()).find((enquiry) => enquiry.id === id)
    expect(stored?.details).toEqual(details)
  })

  it('keeps plain enquiries without details', async () => {
    const { id } = (await post(validEnquiry)).json<{ id: number }>()
    const stored = (await repo.listEnquiries()).find((enquiry) => enquiry.id === id)
    expect(stored?.details).toBeNull()
  })

  it.each([
    ['an unknown key', { ...details, budget: 5000 }],
    ['a negative count', { ...details, size: { kind: 'inventory', items: { 'sofa-3': -1 } } }],
    ['10,000 of an item', { ...details, size: { kind: 'inventory', items: { 'sofa-3': 10_000 } } }],
    ['an item we do not know', { ...details, size: { kind: 'inventory', items: { yacht: 1 } } }],
    ['a second piano', { ...details, specialItems: ['piano', 'piano'] }],
    ['a volume that does not add up', { ...details, volume: 0.5 }],
    ['an area that is not in the list', { ...details, from: { ...details.from, area: 'Mars' } }],
    ['a date in the past', { ...details, when: { flexibility: 'exact', date: '2020-01-01' } }],
    ['a string', 'a big move'],
  ])('refuses %s with 400 and stores nothing', async (_case, bad) => {
    const before = (await repo.listEnquiries()).length
    const response = await post({ ...validEnquiry, details: bad })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual(expect.any(String))
    expect(await repo.listEnquiries()).toHaveLength(before)
  })

  it('exports the details as flat spreadsheet columns', async () => {
    const csv = toCsv(await repo.listEnquiries())
    const [header, first] = csv.split('\r\n')
    expect(header).toContain(
      'move,from,to,when,size,specialItems,volumeM3,shipping,contactBy,inventory',
    )
    expect(first).toContain('"International move"')
    expect(first).toContain('"The Pearl, Qatar (Apartment, floor 9, with a lift)"')
    expect(first).toContain('"8.3"')
    expect(first).toContain('"Shared container (LCL)"')
    expect(first).toContain(
      '"30 × Standard carton (3.0 m³); 2 × Double bed with mattress (2.4 m³); 1 × Sofa, 3 seats (1.4 m³)"',
    )
  })
})

describe('the sales notification of a planner request', () => {
  it('reads summary first, then the inventory, then the person', () => {
    const mail = enquiryMail({
      ...validEnquiry,
      id: 12,
      trackingNumber: null,
      locale: 'en',
      clientIp: '127.0.0.1',
      recaptchaScore: 0.9,
      reviewReason: null,
      details,
      attribution: null,
    })
    expect(mail.subject).toBe(
      'New quote request #12: International move: The Pearl, Qatar → Amman, Jordan from Fatima Al-Sayed',
    )
    const lines = mail.text.split('\n')
    expect(lines.slice(0, 9)).toEqual([
      'Move: International move',
      'From: The Pearl, Qatar (Apartment, floor 9, with a lift)',
      'To: Amman, Jordan (Villa, ground floor, no lift)',
      expect.stringMatching(/^When: \d+ \w+ \d{4} \(within two weeks\)$/),
      'Size: Listed items',
      'Special items: Piano',
      'Estimated volume: 8.3 m³',
      'Suggested shipping: Shared container (LCL)',
      'Contact by: WhatsApp, morning, 8 am–12 pm',
    ])
    expect(lines).toContain('  30 × Standard carton (3.0 m³)')
    expect(lines.indexOf('Inventory:')).toBeLessThan(lines.indexOf('Name: Fatima Al-Sayed'))
  })
})
