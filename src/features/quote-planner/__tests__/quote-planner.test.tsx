import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { captureAttribution } from '@/lib/capture-attribution'
import { installFakeRecaptcha } from '@/testing/fake-recaptcha'
import { ENQUIRIES_URL } from '@/testing/mocks/handlers/enquiries'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, type userEvent } from '@/testing/test-utils'

import { QuotePlannerForm } from '../components/quote-planner'
import { PLANNER_DRAFT_KEY } from '../use-quote-planner'

type User = ReturnType<typeof userEvent.setup>

let recaptcha: ReturnType<typeof installFakeRecaptcha> | undefined
afterEach(() => recaptcha?.uninstall())

const planner = () => within(screen.getByRole('form', { name: 'Quote planner' }))
const next = (user: User) => user.click(planner().getByRole('button', { name: 'Next' }))
const heading = (name: string) => planner().findByRole('heading', { name })
/** The route step's fields come with the later steps' chunk, which may follow its heading. */
const routeStep = async () => {
  await heading('Where from, and where to?')
  await planner().findByRole('group', { name: 'Moving from' })
}

function renderPlanner() {
  return renderWithRouter(<QuotePlannerForm variant="page" onSuccess={() => {}} />)
}

async function chooseInternationalRoute(user: User) {
  await user.click(planner().getByRole('radio', { name: /International move/ }))
  await next(user)
  await routeStep()
  const from = within(planner().getByRole('group', { name: 'Moving from' }))
  await user.selectOptions(from.getByLabelText(/^Area/), 'West Bay')
  await user.selectOptions(from.getByLabelText(/^Property type/), 'apartment')
  await user.clear(from.getByLabelText(/^Floor/))
  await user.type(from.getByLabelText(/^Floor/), '23')
  await user.click(from.getByRole('checkbox', { name: 'There is a lift we can use' }))
  const to = within(planner().getByRole('group', { name: 'Moving to' }))
  await user.selectOptions(to.getByLabelText(/^Country/), 'JO')
  await user.type(to.getByLabelText(/^City/), 'Amman')
  await user.selectOptions(to.getByLabelText(/^Property type/), 'villa')
  await next(user)
  await heading('When would you like to move?')
}

describe('QuotePlannerForm', () => {
  test('should name every step and start on the first', () => {
    renderPlanner()
    const steps = within(screen.getByRole('navigation', { name: 'Quote steps' }))
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1What',
      '2From / to',
      '3When',
      '4How much',
      '5Contact',
      '6Review',
    ])
    expect(steps.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step')
    expect(planner().getByRole('heading', { name: 'What are we moving?' })).toBeInTheDocument()
    expect(planner().queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
  })

  test('should stop on Next with a message linked to the empty choice', async () => {
    const { user } = renderPlanner()
    await next(user)
    const group = planner().getByRole('group', { name: 'Type of move' })
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('Please choose what you are moving.'),
    )
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toHaveFocus())
  })

  test('should check the route step field by field and move focus to the first problem', async () => {
    const { user } = renderPlanner()
    await user.click(planner().getByRole('radio', { name: /International move/ }))
    await next(user)
    await routeStep()
    await next(user)
    const from = within(planner().getByRole('group', { name: 'Moving from' }))
    const to = within(planner().getByRole('group', { name: 'Moving to' }))
    expect(from.getByLabelText(/^Area/)).toHaveAccessibleDescription('Please choose an area.')
    await waitFor(() => expect(from.getByLabelText(/^Area/)).toHaveFocus())
    expect(to.getByLabelText(/^Country/)).toHaveAccessibleDescription('Please choose a country.')
    expect(to.getByLabelText(/^City/)).toHaveAccessibleDescription('Please enter a city.')
    expect(from.getByLabelText(/^Property type/)).toHaveAccessibleDescription(
      'Please choose a property type.',
    )
    await user.selectOptions(from.getByLabelText(/^Area/), 'Lusail')
    expect(from.getByLabelText(/^Area/)).not.toHaveAccessibleDescription()
  })

  test('should keep every answer when going back and forth', async () => {
    const { user } = renderPlanner()
    await chooseInternationalRoute(user)
    await user.click(planner().getByRole('button', { name: 'Back' }))
    await routeStep()
    const to = within(planner().getByRole('group', { name: 'Moving to' }))
    expect(to.getByLabelText(/^City/)).toHaveValue('Amman')
    expect(to.getByLabelText(/^Country/)).toHaveValue('JO')
    await user.click(planner().getByRole('button', { name: 'Back' }))
    expect(planner().getByRole('radio', { name: /International move/ })).toBeChecked()
  })

  test('should refuse a past date and accept a flexible, undecided one', async () => {
    const { user } = renderPlanner()
    await chooseInternationalRoute(user)
    await user.type(planner().getByLabelText(/^Moving date/), '2020-01-01')
    await next(user)
    expect(planner().getByLabelText(/^Moving date/)).toHaveAccessibleDescription(
      /Please choose a date from today on\./,
    )
    await user.click(planner().getByRole('radio', { name: 'I am flexible' }))
    await user.selectOptions(planner().getByLabelText(/^How flexible/), 'undecided')
    await user.clear(planner().getByLabelText(/^Around which date/))
    await next(user)
    await heading('How much is there to move?')
  })

  test('should total the inventory live and suggest how to ship it', async () => {
    const { user } = renderPlanner()
    await chooseInternationalRoute(user)
    await user.click(planner().getByRole('radio', { name: 'I am flexible' }))
    await user.selectOptions(planner().getByLabelText(/^How flexible/), 'undecided')
    await next(user)
    await heading('How much is there to move?')
    await user.click(planner().getByRole('radio', { name: /List my items/ }))
    await next(user)
    expect(await planner().findByText('Please add at least one item.')).toBeInTheDocument()

    await user.click(planner().getByRole('button', { name: 'One more: Sofa, 3 seats' }))
    await user.click(planner().getByText('Bedrooms'))
    await user.click(planner().getByRole('button', { name: 'One more: Double bed with mattress' }))
    await user.click(planner().getByRole('button', { name: 'One more: Double bed with mattress' }))
    const estimate = () => planner().getByRole('status', { name: 'Estimated volume' })
    expect(estimate()).toHaveTextContent('3.8 m³')
    expect(estimate()).toHaveTextContent('Suggested: Shared container (LCL)')
    await user.click(planner().getByRole('checkbox', { name: 'Car or motorbike' }))
    expect(estimate()).toHaveTextContent('17.8 m³')
    expect(estimate()).toHaveTextContent('Suggested: 20 ft container')
    expect(estimate()).toHaveTextContent(/A free survey, in person or by video call, confirms it/)
  })

  test('should keep the draft through a reload', async () => {
    const first = renderPlanner()
    await chooseInternationalRoute(first.user)
    first.unmount()
    expect(sessionStorage.getItem(PLANNER_DRAFT_KEY)).toContain('Amman')
    renderPlanner()
    expect(await heading('When would you like to move?')).toBeInTheDocument()
  })

  test('should send the planned move with its details and the visit, and the reference goes to the caller', async () => {
    recaptcha = installFakeRecaptcha()
    // The visit began on a campaign's link, as the entry script keeps it.
    window.history.replaceState(null, '', '/get-a-quote?utm_source=newsletter&utm_campaign=summer')
    captureAttribution()
    window.history.replaceState(null, '', '/')
    const bodies: Array<Record<string, unknown>> = []
    server.use(
      http.post(ENQUIRIES_URL, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ id: 42 }, { status: 201 })
      }),
    )
    const references: Array<number | null> = []
    const { user } = renderWithRouter(
      <QuotePlannerForm variant="page" onSuccess={(reference) => references.push(reference)} />,
    )
    await chooseInternationalRoute(user)
    await user.click(planner().getByRole('radio', { name: 'I am flexible' }))
    await user.selectOptions(planner().getByLabelText(/^How flexible/), 'undecided')
    await next(user)
    await heading('How much is there to move?')
    await user.click(planner().getByRole('radio', { name: /2 bedrooms/ }))
    await next(user)
    await heading('How can we reach you?')
    await next(user)
    expect(planner().getByLabelText(/^Full name/)).toHaveAccessibleDescription(
      'Please enter your full name.',
    )
    expect(planner().getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please agree so that we can contact you about your quote.',
    )
    await user.type(planner().getByLabelText(/^Full name/), 'Aisha Rahman')
    await planner().findByRole('option', { name: '+44 United Kingdom' })
    await user.selectOptions(planner().getByLabelText('Country code'), '44')
    await user.type(planner().getByLabelText(/^Phone number/), '07700 900123')
    await user.type(planner().getByLabelText(/^Email/), 'aisha@example.com')
    await user.selectOptions(planner().getByLabelText(/^Preferred contact/), 'whatsapp')
    const updates = planner().getByRole('checkbox', { name: 'Send me updates on WhatsApp' })
    expect(updates).not.toBeChecked()
    await user.click(updates)
    await user.click(planner().getByRole('checkbox', { name: /I agree/ }))
    await next(user)
    await heading('Check and send your request')
    expect(
      planner().getByText('West Bay, Qatar (Apartment, floor 23, with a lift)'),
    ).toBeInTheDocument()
    expect(planner().getByText('Amman, Jordan (Villa, ground floor, no lift)')).toBeInTheDocument()
    expect(planner().getByText('28.0 m³')).toBeInTheDocument()
    await user.click(planner().getByRole('button', { name: 'Send request' }))

    await waitFor(() => expect(references).toEqual([42]))
    expect(bodies[0]).toMatchObject({
      fullName: 'Aisha Rahman',
      phoneNumber: '447700900123',
      email: 'aisha@example.com',
      serviceType: 'internationalMove',
      recaptchaToken: expect.stringMatching(/^token-contact_form-/),
      whatsappUpdates: true,
      details: {
        moveType: 'international',
        to: { region: 'abroad', country: 'JO', city: 'Amman' },
        size: { kind: 'home', home: 'bedrooms-2' },
        volume: 28,
        shipping: { mode: 'fcl20', count: 1 },
        contact: { method: 'whatsapp', time: 'anytime' },
      },
      attribution: {
        landingPage: '/get-a-quote',
        utmSource: 'newsletter',
        utmCampaign: 'summer',
      },
    })
    expect(String(bodies[0]?.message)).toContain(
      'International move: West Bay, Qatar → Amman, Jordan',
    )
    expect(sessionStorage.getItem(PLANNER_DRAFT_KEY)).toBeNull()
  })
})
