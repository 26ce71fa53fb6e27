// Quotes in the console (issue 53): sales prepare a draft from a lead, with the planner's move
// carried over, list and read quotes, and edit a draft, every figure a whole number of dirhams and
// every change audited, on both databases. The refusals are quote-refusals.test.ts.
import { describe, expect, it } from 'vitest'

import { addDays, catalogueLine, insuranceLine, TERMS_VERSION } from '@contract/quotes.ts'
import { qatarToday } from '../../src/lib/qatar-today.ts'

import { plannedMove } from '../../src/testing/planned-move.ts'
import { backends, validEnquiry } from './helpers.ts'
import { QUOTES, quoteConsole } from './quote-helpers.ts'

describe.each(backends)('quotes in the console, on %s', (backend) => {
  const { call, auditOf, newLead, prepared, editOf } = quoteConsole(backend)

  it('prepares a draft from a planned lead, with its customer, route, inventory and volume', async () => {
    const details = plannedMove()
    const leadId = await newLead({ details, locale: 'ar' })
    const quote = await prepared(leadId)
    expect(quote).toMatchObject({
      leadId,
      status: 'draft',
      revision: 0,
      language: 'ar',
      termsVersion: TERMS_VERSION,
      depositPercent: 30,
      notes: '',
      currentVersion: null,
      validUntil: addDays(qatarToday(), 14),
      subject: {
        customer: { name: validEnquiry.fullName, email: validEnquiry.email, phone: '97455001234' },
        service: 'internationalMove',
        move: {
          moveType: 'international',
          from: details.from,
          to: details.to,
          when: details.when,
          size: details.size,
          specialItems: ['piano'],
          volume: 8.3,
          shipping: { mode: 'lcl', count: 1 },
        },
      },
    })
    expect(quote.reference).toMatch(
      new RegExp(`^[A-Z]+-\\d{2}-${String(leadId).padStart(6, '0')}-Q1$`),
    )
    // How the customer likes to be called stays with the lead.
    expect(quote.subject.move.contact).toBeUndefined()
    // 8.3 m³ is charged as 9 started m³, shared container, one truck and its crew, and customs.
    expect(
      quote.lines.map((line: { item: string; quantity: number }) => [line.item, line.quantity]),
    ).toEqual([
      ['packing', 9],
      ['truck', 1],
      ['crew', 3],
      ['sea-freight-m3', 9],
      ['customs', 1],
    ])
    const sum = 9 * 6_000 + 60_000 + 3 * 25_000 + 9 * 32_000 + 120_000
    expect(quote.totals).toEqual({
      chosen: [],
      charges: sum,
      insurance: 0,
      subtotal: sum,
      discount: 0,
      total: sum,
      deposit: (sum * 30) / 100,
      balance: sum - (sum * 30) / 100,
    })
    const [line] = (await auditOf('quote.prepared')).filter(
      (entry) => entry.record_id === String(quote.id),
    )
    expect(line).toMatchObject({
      record_type: 'quote',
      after: { leadId, lines: 5, total: sum, language: 'ar' },
    })
    // The trail never holds the customer's details.
    expect(JSON.stringify(line)).not.toContain(validEnquiry.email)
  })

  it('prepares a draft without lines from a plain enquiry, and numbers a lead’s quotes', async () => {
    const leadId = await newLead()
    const first = await prepared(leadId)
    expect(first).toMatchObject({ lines: [], subject: { move: null }, language: 'en' })
    expect(first.totals).toMatchObject({ total: 0, deposit: 0 })
    const second = await prepared(leadId)
    expect(second.reference).toBe(first.reference.replace(/-Q1$/, '-Q2'))
  })

  it('numbers quotes prepared for one lead at the same moment one after the other', async () => {
    const leadId = await newLead()
    const quotes = await Promise.all(Array.from({ length: 4 }, () => prepared(leadId)))
    expect(quotes.map((quote) => quote.reference.slice(-3)).sort()).toEqual([
      '-Q1',
      '-Q2',
      '-Q3',
      '-Q4',
    ])
  })

  it('lists quotes newest first, by lead and by status, and reads one', async () => {
    const [one, other] = [await newLead({ details: plannedMove() }), await newLead()]
    const a = await prepared(one)
    const b = await prepared(one)
    const c = await prepared(other)
    const list = await call('admin', 'GET', `${QUOTES}?lead=${one}`)
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual({
      quotes: [b.id, a.id].map((id) => expect.objectContaining({ id, leadId: one })),
      next: null,
    })
    expect(list.json().quotes[1]).toEqual({
      id: a.id,
      leadId: one,
      reference: a.reference,
      status: 'draft',
      language: 'en',
      validUntil: a.validUntil,
      currentVersion: null,
      updatedAt: a.updatedAt,
      customerName: validEnquiry.fullName,
      total: a.totals.total,
    })
    const drafts = (await call('sales', 'GET', `${QUOTES}?status=draft`)).json().quotes
    expect(drafts.map((quote: { id: number }) => quote.id)).toEqual(
      expect.arrayContaining([a.id, b.id, c.id]),
    )
    expect((await call('sales', 'GET', `${QUOTES}?lead=${one}&status=sent`)).json().quotes).toEqual(
      [],
    )
    const read = await call('sales', 'GET', `${QUOTES}/${c.id}`)
    expect([read.statusCode, read.json()]).toEqual([200, c])
  })

  it('pages a lead’s quotes 50 at a time, the next page before the last one given', async () => {
    const leadId = await newLead()
    const ids: number[] = []
    for (let n = 0; n < 51; n += 1) ids.push((await prepared(leadId)).id)
    const first = (await call('sales', 'GET', `${QUOTES}?lead=${leadId}`)).json()
    expect(first.quotes.map((quote: { id: number }) => quote.id)).toEqual(ids.slice(1).reverse())
    expect(first.next).toBe(ids[1])
    const rest = (
      await call('sales', 'GET', `${QUOTES}?lead=${leadId}&before=${first.next}`)
    ).json()
    expect([rest.quotes.map((quote: { id: number }) => quote.id), rest.next]).toEqual([
      [ids[0]],
      null,
    ])
  })

  it('edits a draft: lines, validity, deposit, notes and language, in whole dirhams, audited', async () => {
    const quote = await prepared(await newLead({ details: plannedMove() }))
    const lines = [
      {
        ...catalogueLine('l1', 'packing', 12),
        label: { en: 'Export packing', ar: 'تغليف للتصدير' },
      },
      catalogueLine('l2', 'sea-freight-20ft', 1),
      { ...insuranceLine('l3', 4_500_050), rateBasisPoints: 250 },
      { ...catalogueLine('l4', 'handyman', 3), optional: true },
      { ...catalogueLine('l5', 'discount', 1), unitPrice: 33_333 },
    ]
    const validUntil = addDays(qatarToday(), 30)
    const change = { lines, validUntil, depositPercent: 25, notes: 'Piano crated.', language: 'ar' }
    const edited = await call('sales', 'PUT', `${QUOTES}/${quote.id}`, editOf(quote, change))
    expect(edited.statusCode, edited.body).toBe(200)
    const charges = 12 * 6_000 + 950_000
    // 2.5% of 45,000.50 QAR is 1,125.0125 QAR: 112,501.25 dirhams, rounded half up once.
    const premium = 112_501
    expect(edited.json()).toMatchObject({ ...change, revision: 1, status: 'draft' })
    expect(edited.json().totals).toEqual({
      chosen: [],
      charges,
      insurance: 0,
      subtotal: charges,
      discount: 33_333,
      total: charges - 33_333,
      deposit: 247_167,
      balance: charges - 33_333 - 247_167,
    })
    const withOptions = charges + 36_000 + premium - 33_333
    expect(edited.json().totalsWithOptions).toMatchObject({
      chosen: ['l3', 'l4'],
      insurance: premium,
      total: withOptions,
      // 25% of 1,137,168 dirhams is exactly 284,292.
      deposit: 284_292,
    })
    for (const value of Object.values(edited.json().totalsWithOptions).filter(Number.isFinite))
      expect(Number.isSafeInteger(value)).toBe(true)
    expect((await call('sales', 'GET', `${QUOTES}/${quote.id}`)).json()).toEqual(edited.json())
    const [line] = (await auditOf('quote.edited')).filter(
      (entry) => entry.record_id === String(quote.id),
    )
    expect(line).toMatchObject({
      record_type: 'quote',
      before: { validUntil: quote.validUntil, depositPercent: 30, language: 'en' },
      after: {
        leadId: quote.leadId,
        total: charges - 33_333,
        validUntil,
        depositPercent: 25,
        language: 'ar',
        linesChanged: true,
        notesChanged: true,
      },
    })
    // The notes' words stay with the quote.
    expect(JSON.stringify(line)).not.toContain('Piano crated')
  })
})
