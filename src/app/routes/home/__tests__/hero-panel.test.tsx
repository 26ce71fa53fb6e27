import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'

import { installFakeRecaptcha } from '@/testing/fake-recaptcha'
import { ENQUIRIES_URL } from '@/testing/mocks/handlers/enquiries'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

import { HeroPanel } from '../hero-panel'

let recaptcha: ReturnType<typeof installFakeRecaptcha> | undefined
afterEach(() => recaptcha?.uninstall())

const form = () => within(screen.getByRole('form', { name: 'Booking enquiry' }))

function captureBodies() {
  const bodies: Array<Record<string, unknown>> = []
  server.use(
    http.post(ENQUIRIES_URL, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ id: 3 }, { status: 201 })
    }),
  )
  return bodies
}

describe('HeroPanel', () => {
  test('should start on booking with a collapsed form', () => {
    renderWithRouter(<HeroPanel />)
    expect(screen.getByRole('tab', { name: 'Booking With Us' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(form().getByLabelText(/^Full Name/)).toBeEnabled()
    expect(form().getByLabelText(/^Full Name/)).toHaveAccessibleDescription(
      'Start with your name: the rest of your free quote opens from there.',
    )
    expect(form().getByRole('combobox', { name: 'Country code' })).toBeDisabled()
    expect(form().getByLabelText(/^Phone Number/)).toBeDisabled()
    expect(form().getByLabelText(/^Service Type/)).toBeDisabled()
    expect(form().queryByLabelText(/^Email/)).not.toBeInTheDocument()
    expect(form().queryByRole('button', { name: 'Get a quote' })).not.toBeInTheDocument()
  })

  test('should expand on a click on Full Name and collapse with X, clearing errors', async () => {
    const { user } = renderWithRouter(<HeroPanel />)
    await user.click(form().getByLabelText(/^Full Name/))
    expect(form().getByLabelText(/^Email/)).toBeInTheDocument()
    expect(form().getByRole('combobox', { name: 'Country code' })).toBeEnabled()
    expect(form().getByLabelText(/^Phone Number/)).toBeEnabled()
    expect(form().getByLabelText(/^Full Name/)).not.toHaveAccessibleDescription()
    await user.click(form().getByRole('button', { name: 'Get a quote' }))
    expect(form().getByText('Please enter your full name.')).toBeInTheDocument()

    await user.click(form().getByRole('button', { name: 'Close booking form' }))
    expect(form().queryByLabelText(/^Email/)).not.toBeInTheDocument()
    expect(form().queryByText('Please enter your full name.')).not.toBeInTheDocument()
  })

  test('should check only the name and the token while collapsed', async () => {
    const { user } = renderWithRouter(<HeroPanel />)
    await user.tab()
    await user.tab()
    expect(form().getByLabelText(/^Full Name/)).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(form().getByText('Please enter your full name.')).toBeInTheDocument()
    expect(form().getByText('Please complete the reCAPTCHA verification.')).toBeInTheDocument()
    expect(form().queryByText('Please enter your phone number.')).not.toBeInTheDocument()
  })

  test('should require every field and a valid e-mail when expanded', async () => {
    const bodies = captureBodies()
    const { user } = renderWithRouter(<HeroPanel />)
    await user.click(form().getByLabelText(/^Full Name/))
    await user.type(form().getByLabelText(/^Email/), 'not-an-email')
    await user.click(form().getByRole('button', { name: 'Get a quote' }))
    for (const message of [
      'Please enter your full name.',
      'Please enter your phone number.',
      'Please enter a valid email address.',
      'Please select a service type.',
      'Please enter a message.',
    ]) {
      expect(form().getByText(message)).toBeInTheDocument()
    }
    expect(bodies).toHaveLength(0)
  })

  test('should send the tracking number too, keep it, reset the rest and go to /thank-you', async () => {
    recaptcha = installFakeRecaptcha()
    const bodies = captureBodies()
    const { user } = renderWithRouter(<HeroPanel />)
    await user.click(screen.getByRole('tab', { name: 'Track Your Move' }))
    await user.type(screen.getByLabelText(/^Tracking number/), 'ABCD123456')
    await user.click(screen.getByRole('tab', { name: 'Booking With Us' }))

    await user.click(form().getByLabelText(/^Full Name/))
    await user.type(form().getByLabelText(/^Full Name/), 'Rahul Menon')
    await user.type(form().getByLabelText(/^Phone Number/), '55001122')
    await user.selectOptions(form().getByLabelText(/^Service Type/), 'localMove')
    await user.type(form().getByLabelText(/^Email/), 'rahul@example.com')
    await user.type(form().getByLabelText(/^Message/), 'Two-bedroom flat, West Bay to Lusail.')
    await user.click(form().getByRole('button', { name: 'Get a quote' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    expect(bodies[0]).toMatchObject({
      fullName: 'Rahul Menon',
      phoneNumber: '97455001122',
      serviceType: 'localMove',
      trackingNumber: 'ABCD123456',
      recaptchaToken: expect.stringMatching(/^token-contact_form-/),
    })
    expect(form().getByLabelText(/^Full Name/)).toHaveValue('')
    expect(form().queryByLabelText(/^Email/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Track Your Move' }))
    expect(screen.getByLabelText(/^Tracking number/)).toHaveValue('ABCD123456')
  })

  test('should show the hero’s own failure text when the server gives no reason', async () => {
    recaptcha = installFakeRecaptcha()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(ENQUIRIES_URL, () => new HttpResponse(null, { status: 502 })))
    const { user } = renderWithRouter(<HeroPanel />)
    await user.click(form().getByLabelText(/^Full Name/))
    await user.type(form().getByLabelText(/^Full Name/), 'Rahul Menon')
    await user.type(form().getByLabelText(/^Phone Number/), '55001122')
    await user.selectOptions(form().getByLabelText(/^Service Type/), 'localMove')
    await user.type(form().getByLabelText(/^Email/), 'rahul@example.com')
    await user.type(form().getByLabelText(/^Message/), 'Flat move.')
    await user.click(form().getByRole('button', { name: 'Get a quote' }))
    expect(
      await form().findByText('Enquiry submission failed. Please try again.'),
    ).toBeInTheDocument()
    expect(form().getByLabelText(/^Full Name/)).toHaveValue('Rahul Menon')
    expect(error).toHaveBeenCalledWith('Enquiry submission failed', expect.anything())
  })

  test('should collapse the form and clear errors when the tab switches', async () => {
    const { user } = renderWithRouter(<HeroPanel />)
    await user.click(screen.getByRole('tab', { name: 'Track Your Move' }))
    await user.click(screen.getByRole('button', { name: 'Track' }))
    expect(screen.getByText('Please enter a tracking number.')).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Booking With Us' }))
    await user.click(form().getByLabelText(/^Full Name/))
    await user.click(form().getByRole('button', { name: 'Get a quote' }))
    await user.click(screen.getByRole('tab', { name: 'Track Your Move' }))
    expect(screen.queryByText('Please enter a tracking number.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Booking With Us' }))
    expect(form().queryByLabelText(/^Email/)).not.toBeInTheDocument()
    expect(form().queryByText('Please enter your full name.')).not.toBeInTheDocument()
  })

  test('should open the shared tracking result from the hero', async () => {
    const { user } = renderWithRouter(<HeroPanel />)
    await user.click(screen.getByRole('tab', { name: 'Track Your Move' }))
    await user.type(screen.getByLabelText(/^Tracking number/), 'ABCD123456')
    await user.click(screen.getByRole('button', { name: 'Track' }))
    expect(await screen.findByRole('dialog', { name: 'Tracking Details' })).toBeInTheDocument()
  })
})
