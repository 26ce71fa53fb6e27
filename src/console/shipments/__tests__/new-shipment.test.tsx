import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { quotePipelineMessages } from '@contract/quote-pipeline-messages'
import { NewShipmentPage } from '@/console/shipments/new-shipment'
import { server } from '@/testing/mocks/server'
import { quotedMove } from '@/testing/planned-move'
import { renderWithRouter } from '@/testing/test-utils'

const WON_LEADS = '/api/staff/shipments/won-leads'
const waiting = [
  { id: 42, name: 'Rania Aziz', service: 'internationalMove', createdAt: Date.UTC(2026, 10, 20) },
  { id: 17, name: 'هدى المري', service: 'localMove', createdAt: Date.UTC(2026, 10, 2) },
]

/** The bodies the page creates shipments with, answering each with a new tracking number. */
function recordCreations() {
  const bodies: unknown[] = []
  server.use(
    http.get(WON_LEADS, () => HttpResponse.json({ leads: waiting })),
    http.post('/api/staff/shipments', async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ trackingId: 'PCMX123456' }, { status: 201 })
    }),
  )
  return bodies
}

const open = (route = '/shipments/new') =>
  renderWithRouter(<NewShipmentPage />, { route, path: '/shipments/new' })

describe('A new shipment', () => {
  test('should offer each won lead waiting for a shipment and start from the one chosen', async () => {
    const bodies = recordCreations()
    const { user } = open()
    const rania = await screen.findByRole('radio', { name: /Rania Aziz/ })
    expect(rania).toHaveAccessibleName(/Lead 42 · International Move/)
    expect(screen.getByRole('radio', { name: /هدى المري/ })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Nothing: an empty shipment' })).toBeChecked()

    await user.click(rania)
    await user.click(screen.getByRole('button', { name: 'Create the shipment' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/shipments/PCMX123456')
    expect(bodies).toEqual([{ leadId: 42 }])
  })

  test('should come with the lead chosen when a lead page sends it, and make an empty one on request', async () => {
    const bodies = recordCreations()
    const { user } = open('/shipments/new?lead=17')
    expect(await screen.findByRole('radio', { name: /هدى المري/ })).toBeChecked()

    await user.click(screen.getByRole('radio', { name: 'Nothing: an empty shipment' }))
    await user.click(screen.getByRole('button', { name: 'Create the shipment' }))
    await screen.findByText('/shipments/PCMX123456')
    expect(bodies).toEqual([{ leadId: null }])
  })

  test('should say when no won lead is waiting', async () => {
    server.use(http.get(WON_LEADS, () => HttpResponse.json({ leads: [] })))
    open()
    expect(await screen.findByText('No won lead is waiting for its shipment.')).toBeVisible()
  })

  test('should still offer the lead a lead page asked for when the list does not hold it', async () => {
    server.use(http.get(WON_LEADS, () => HttpResponse.json({ leads: [] })))
    open('/shipments/new?lead=99')
    expect(await screen.findByRole('radio', { name: 'Lead 99' })).toBeChecked()
    expect(screen.queryByText('No won lead is waiting for its shipment.')).not.toBeInTheDocument()
  })

  test('should fill in the customer, route, date and mode from the lead’s accepted quote, to check first', async () => {
    const bodies = recordCreations()
    const asked: string[] = []
    server.use(
      http.get('/api/staff/quotes/accepted', ({ request }) => {
        const lead = new URL(request.url).searchParams.get('lead')!
        asked.push(lead)
        if (lead !== '42')
          return HttpResponse.json(
            { error: quotePipelineMessages.noAcceptedQuote },
            { status: 404 },
          )
        return HttpResponse.json({
          reference: 'PCM-26-000042-Q1',
          subject: {
            customer: { name: 'Rania Aziz', email: 'rania@example.com', phone: '97455001234' },
            service: 'internationalMove',
            move: {
              ...quotedMove(),
              when: { flexibility: 'exact', date: '2026-12-20' },
              size: { kind: 'home', home: '2br' },
              specialItems: [],
            },
          },
        })
      }),
    )
    const { user } = open('/shipments/new?lead=17')
    await screen.findByRole('radio', { name: /هدى المري/ })
    // Lead 17 has no accepted quote: nothing to fill in.
    expect(screen.queryByRole('group', { name: /accepted quote/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /Rania Aziz/ }))
    const quote = await screen.findByRole('group', {
      name: 'Filled in from the accepted quote PCM-26-000042-Q1',
    })
    const field = (label: string) => within(quote).getByLabelText(label)
    expect(field('Customer name')).toHaveValue('Rania Aziz')
    expect(field('Origin')).toHaveValue('The Pearl, Qatar')
    expect(field('Destination')).toHaveValue('Amman, Jordan')
    expect(field('Collection date')).toHaveValue('2026-12-20')
    expect(field('Cargo type')).toHaveValue('Shared container (LCL)')
    await user.clear(field('Destination'))
    await user.type(field('Destination'), 'Zarqa, Jordan')
    await user.clear(field('Volume (m³)'))
    await user.click(screen.getByRole('button', { name: 'Create the shipment' }))
    await screen.findByText('/shipments/PCMX123456')
    expect(asked).toEqual(['17', '42'])
    expect(bodies).toEqual([
      {
        leadId: 42,
        customer_name: 'Rania Aziz',
        contact_number: '97455001234',
        email: 'rania@example.com',
        origin: 'The Pearl, Qatar',
        destination: 'Zarqa, Jordan',
        collection_date: '2026-12-20',
        cargo_type: 'Shared container (LCL)',
      },
    ])
  })
})
