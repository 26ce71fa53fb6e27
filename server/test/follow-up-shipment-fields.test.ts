// A shipment's arrival window and crew contact (issue 55), which the move reminders carry: set
// when the shipment is made and changed on the desk through the same contract as its other
// fields, on both databases; a window that is not two times, the earlier first, is refused in
// both languages; the audit trail names a changed crew contact, never its value.
import { describe, expect, it } from 'vitest'

import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'

import { backends } from './helpers.ts'
import { quoteSendWorld } from './quote-send-helpers.ts'

const DESK = '/api/staff/shipments'

describe.each(backends)('a shipment’s arrival window and crew contact, on %s', (backend) => {
  const { call, query } = quoteSendWorld(backend)

  async function created(fields: Record<string, unknown>) {
    const made = await call('operations', 'POST', DESK, fields)
    expect(made.statusCode, made.body).toBe(201)
    return made.json().trackingId as string
  }

  it('keeps both from the new shipment, a window typed loosely kept as HH:MM-HH:MM', async () => {
    const trackingId = await created({
      customer_name: 'Layla Nasser',
      collection_date: '2030-04-02',
      collection_window: ' 08:00 – 10:30 ',
      crew_contact: 'Ramesh (crew leader), +974 5566 7788',
    })
    const shown = (await call('operations', 'GET', `${DESK}/${trackingId}`)).json()
    expect(shown.shipment).toMatchObject({
      collection_window: '08:00-10:30',
      crew_contact: 'Ramesh (crew leader), +974 5566 7788',
    })
    // The public lookup never shows them.
    expect(shown.customerSees.full).not.toHaveProperty('crew_contact')
    expect(shown.customerSees.full).not.toHaveProperty('collection_window')
  })

  it('changes and clears them on the desk; the trail names a changed crew contact, not its value', async () => {
    const trackingId = await created({
      customer_name: 'Omar Haddad',
      crew_contact: 'Ali, 5511 0000',
    })
    const edit = await call('operations', 'POST', `${DESK}/${trackingId}`, {
      collection_window: '13:00-15:00',
      crew_contact: 'Sanjay, 5511 9999',
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const [row] = await query(
      `SELECT collection_window, crew_contact FROM jobs WHERE tracking_id = '${trackingId}'`,
    )
    expect(row).toEqual({ collection_window: '13:00-15:00', crew_contact: 'Sanjay, 5511 9999' })
    const lines = await query(
      `SELECT before, after FROM audit_log WHERE action = 'shipment.edited' AND record_id = '${trackingId}'`,
    )
    expect(JSON.stringify(lines)).toContain('13:00-15:00')
    expect(JSON.stringify(lines)).toContain('crew_contact')
    expect(JSON.stringify(lines)).not.toContain('5511')
    await call('operations', 'POST', `${DESK}/${trackingId}`, {
      collection_window: null,
      crew_contact: '',
    })
    const [cleared] = await query(
      `SELECT collection_window, crew_contact FROM jobs WHERE tracking_id = '${trackingId}'`,
    )
    expect(cleared).toEqual({ collection_window: null, crew_contact: null })
  })

  it.each(['10:00-08:00', '08:00-08:00', '8-10', '08:00', '24:00-25:00', 'morning'])(
    'refuses the window %s (400) in both languages, and keeps the one before',
    async (window) => {
      const trackingId = await created({
        customer_name: 'Sara Ali',
        collection_window: '09:00-11:00',
      })
      for (const [language, messages] of [
        ['en', staffMessages],
        ['ar', arStaff],
      ] as const) {
        const edit = await call(
          'operations',
          'POST',
          `${DESK}/${trackingId}`,
          { collection_window: window },
          language,
        )
        expect([edit.statusCode, edit.json().fields]).toEqual([
          400,
          { collection_window: messages.badCollectionWindow },
        ])
      }
      const made = await call('operations', 'POST', DESK, { collection_window: window })
      expect([made.statusCode, made.json().error]).toEqual([400, staffMessages.badCollectionWindow])
      const [row] = await query(
        `SELECT collection_window FROM jobs WHERE tracking_id = '${trackingId}'`,
      )
      expect(row!.collection_window).toBe('09:00-11:00')
    },
  )
})
