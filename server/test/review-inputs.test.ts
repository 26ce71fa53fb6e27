// What the second security review typed into the forms (issue 48): an address that turns a mail
// link into a draft to someone else (W5), hidden characters that reorder or cut what staff write
// (W6, N2), and searches made of LIKE's wildcards or too long to be a search (N7).
import { describe, expect, it } from 'vitest'

import { serverMessages as arServer } from '@contract/server-messages.ar.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { validationMessages } from '@contract/messages.ts'

import { backends, validEnquiry } from './helpers.ts'
import { consoleApp } from './staff-helpers.ts'

const DESK = '/api/staff/shipments'
const LEADS = '/api/staff/enquiries'
const EVIL = 'x?bcc=spy%40evil.example&body=hi@example.com'

describe.each(backends)('what the review typed, on %s', (backend) => {
  const { world, call } = consoleApp(backend)

  const enquire = (fields: Record<string, string>, language = 'en') =>
    world.app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      payload: JSON.stringify({ ...validEnquiry, ...fields }),
    })
  async function shipment(fields: Record<string, unknown> = {}) {
    const response = await call('operations', 'POST', DESK, fields)
    expect(response.statusCode, response.body).toBe(201)
    return response.json().trackingId as string
  }

  describe('W5: an address that is a mail link’s fields', () => {
    it('is refused by the enquiry form, the desk and the staff list', async () => {
      const enquiry = await enquire({ email: EVIL })
      expect([enquiry.statusCode, enquiry.json().fields.email]).toEqual([
        400,
        validationMessages.emailInvalid,
      ])
      const desk = await call('operations', 'POST', DESK, { email: EVIL })
      expect([desk.statusCode, desk.json().fields]).toEqual([
        400,
        { email: staffMessages.badEmail },
      ])
      const member = await call('admin', 'POST', '/api/staff/members', {
        email: EVIL,
        name: 'Spy',
        role: 'sales',
      })
      expect([member.statusCode, member.json().error]).toEqual([400, staffMessages.badEmail])
      expect(await world.db.query(`SELECT id FROM enquiries WHERE email LIKE 'x?%'`)).toEqual([])
    })
  })

  describe('W6 and N2: hidden characters', () => {
    const post = (trackingId: string, note: string, language = 'en') =>
      call(
        'operations',
        'POST',
        `${DESK}/${trackingId}/updates`,
        {
          date: '2030-06-01',
          note,
        },
        language,
      )

    it('refuses a bidi override, embedding or isolate in a status update’s note, in both languages', async () => {
      const trackingId = await shipment()
      for (const note of ['Left Doha\u202E.tropeD', 'x\u202Ay', 'x\u2066y\u2069']) {
        const refused = await post(trackingId, note)
        expect([refused.statusCode, refused.json().fields]).toEqual([
          400,
          { note: staffMessages.bidiControl },
        ])
      }
      expect((await post(trackingId, 'x\u202Ey', 'ar')).json().error).toBe(arStaff.bidiControl)
      expect(await world.db.query('SELECT id FROM status_updates')).toEqual([])
    })

    it('refuses a NUL in a note with its own words, not "too long", in both languages', async () => {
      const trackingId = await shipment()
      const refused = await post(trackingId, 'Departed\u0000')
      expect([refused.statusCode, refused.json().error]).toEqual([
        400,
        staffMessages.controlCharacter,
      ])
      expect((await post(trackingId, 'Departed\u0000', 'ar')).json().error).toBe(
        arStaff.controlCharacter,
      )
    })

    it('refuses a lone surrogate in a note instead of storing it', async () => {
      const trackingId = await shipment()
      // JSON.stringify writes it as JSON carries it: the escape `\ud83d`.
      const refused = await post(trackingId, 'Delivered \ud83d')
      expect([refused.statusCode, refused.json().error]).toEqual([
        400,
        staffMessages.brokenCharacter,
      ])
    })

    it('refuses hidden characters in a staff name', async () => {
      for (const [name, error] of [
        ['Aisha\u202E', staffMessages.bidiControl],
        ['Aisha\u2067x', staffMessages.bidiControl],
        ['Aisha\u0000', staffMessages.controlCharacter],
        ['Aisha\u2028Admin', staffMessages.badName(100)],
      ] as const) {
        const refused = await call('admin', 'POST', '/api/staff/members', {
          email: 'new@console.example.qa',
          name,
          role: 'sales',
        })
        expect([refused.statusCode, refused.json().error]).toEqual([400, error])
      }
    })

    it('refuses the line and paragraph separators in one-line fields', async () => {
      for (const separator of ['\u2028', '\u2029']) {
        const enquiry = await enquire({ fullName: `Fatima${separator}Bcc: x` })
        expect([enquiry.statusCode, enquiry.json().fields.fullName]).toEqual([
          400,
          serverMessages.singleLine(serverMessages.fieldLabels.fullName),
        ])
        const desk = await call('operations', 'POST', DESK, { origin: `Doha${separator}x` })
        expect(desk.json().fields).toEqual({ origin: staffMessages.badShipmentText(200) })
      }
      const arabic = await enquire({ fullName: 'Fatima\u2028x' }, 'ar')
      expect(arabic.json().fields.fullName).toBe(arServer.singleLine(arServer.fieldLabels.fullName))
    })
  })

  describe('N7: searches', () => {
    it('finds % and _ in leads as the characters they are', async () => {
      for (const fullName of ['Percent 100% Movers', 'Snake_Case Trading', 'Plain Person'])
        expect((await enquire({ fullName })).statusCode).toBe(201)
      const names = async (q: string) =>
        (await call('sales', 'GET', `${LEADS}?q=${encodeURIComponent(q)}`))
          .json()
          .leads.map((lead: { fullName: string }) => lead.fullName)
      expect(await names('%')).toEqual(['Percent 100% Movers'])
      expect(await names('_')).toEqual(['Snake_Case Trading'])
      expect(await names('e_c')).toEqual(['Snake_Case Trading'])
      expect(await names('\\')).toEqual([])
    })

    it('finds % and _ in shipments as the characters they are', async () => {
      const percent = await shipment({ customer_name: '50% Off Ltd' })
      const snake = await shipment({ customer_name: 'snake_case Co' })
      await shipment({ customer_name: 'Plain Shipper' })
      const ids = async (q: string) =>
        (await call('operations', 'GET', `${DESK}?q=${encodeURIComponent(q)}`))
          .json()
          .shipments.map((row: { trackingId: string }) => row.trackingId)
      expect(await ids('%')).toEqual([percent])
      expect(await ids('_')).toEqual([snake])
      expect(await ids('%%%')).toEqual([])
    })

    it('answers a search over 100 characters with 400 in the console’s language', async () => {
      const long = 'a'.repeat(101)
      for (const [role, url] of [
        ['sales', LEADS],
        ['operations', DESK],
      ] as const) {
        const refused = await call(role, 'GET', `${url}?q=${long}`)
        expect([refused.statusCode, refused.json().error]).toEqual([
          400,
          staffMessages.searchTooLong(100),
        ])
        const arabic = await call(role, 'GET', `${url}?q=${long}`, undefined, 'ar')
        expect(arabic.json().error).toBe(arStaff.searchTooLong(100))
        expect((await call(role, 'GET', `${url}?q=${'a'.repeat(100)}`)).statusCode).toBe(200)
      }
    })
  })
})
