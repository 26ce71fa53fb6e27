import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { useState } from 'react'
import { vi } from 'vitest'

import { captureAttribution } from '@/lib/capture-attribution'
import { installFakeRecaptcha } from '@/testing/fake-recaptcha'
import { ENQUIRIES_URL } from '@/testing/mocks/handlers/enquiries'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, type userEvent } from '@/testing/test-utils'

import { EnquiryDialog } from '../components/enquiry-dialog'

type User = ReturnType<typeof userEvent.setup>

function Opener({ onSuccess }: { onSuccess?: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enquire Now
      </button>
      <EnquiryDialog open={open} onClose={() => setOpen(false)} onSuccess={onSuccess} />
    </>
  )
}

function captureRequests() {
  const bodies: Array<Record<string, unknown>> = []
  const headers: Array<string | null> = []
  server.use(
    http.post(ENQUIRIES_URL, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      headers.push(request.headers.get('Idempotency-Key'))
      return HttpResponse.json({ id: 7 }, { status: 201 })
    }),
  )
  return { bodies, headers }
}

async function fillForm(user: User) {
  const dialog = await screen.findByRole('dialog', { name: "Moving Soon? Let's Talk" })
  const form = within(dialog)
  await user.type(form.getByLabelText(/^Name/), 'Aisha Rahman')
  await user.type(form.getByLabelText(/^Phone number/), '5512-3456')
  await user.type(form.getByLabelText(/^Email/), 'aisha@example.com')
  await user.selectOptions(form.getByLabelText(/^Service type/), 'internationalMove')
  await user.type(form.getByLabelText(/^Message/), 'Villa in Al Waab to Manchester, June.')
  return form
}

let recaptcha: ReturnType<typeof installFakeRecaptcha> | undefined
afterEach(() => recaptcha?.uninstall())

describe('EnquiryDialog', () => {
  test('should show the heading and the five fields in order with the five service types', async () => {
    renderWithRouter(<Opener />)
    const dialog = await screen.findByRole('dialog', { name: "Moving Soon? Let's Talk" })
    const labels = within(dialog)
      .getAllByRole('textbox')
      .concat(within(dialog).getAllByRole('combobox'))
      .map((element) => element.getAttribute('name'))
    expect(labels).toEqual(
      expect.arrayContaining(['fullName', 'phoneNumber', 'email', 'message', 'serviceType']),
    )
    const order = Array.from(
      dialog.querySelectorAll(
        'input[name]:not([type="hidden"]):not([name="companyWebsite"]), select, textarea',
      ),
    ).map((element) => element.getAttribute('name'))
    expect(order).toEqual([
      'fullName',
      'dialCode',
      'phoneNumber',
      'email',
      'serviceType',
      'message',
      'whatsappUpdates',
    ])
    const options = within(within(dialog).getByLabelText(/^Service type/)).getAllByRole('option')
    expect(options.slice(1).map((option) => option.textContent)).toEqual([
      'Local Move',
      'International Move',
      'Car Import and Export',
      'Storage Services',
      'Pearl Coast Movers Logistics',
    ])
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  test('should show every missing-field message at once and send nothing', async () => {
    const { bodies } = captureRequests()
    const { user } = renderWithRouter(<Opener />)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    for (const message of [
      'Please enter your full name.',
      'Please enter your phone number.',
      'Please enter your email address.',
      'Please select a service type.',
      'Please enter a message.',
      'Please complete the reCAPTCHA verification.',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument()
    }
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'Please enter your full name.',
    )
    expect(bodies).toHaveLength(0)
  })

  test('should clear only the edited field’s error', async () => {
    const { user } = renderWithRouter(<Opener />)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await user.type(within(dialog).getByLabelText(/^Email/), 'a')
    expect(within(dialog).queryByText('Please enter your email address.')).not.toBeInTheDocument()
    expect(within(dialog).getByText('Please enter your full name.')).toBeInTheDocument()
  })

  test('should send the enquiry with a fresh token, close and go to /thank-you', async () => {
    recaptcha = installFakeRecaptcha()
    const { bodies, headers } = captureRequests()
    const { user } = renderWithRouter(<Opener />, {
      route: '/services/house-moving-companies-qatar',
    })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toEqual({
      fullName: 'Aisha Rahman',
      phoneNumber: '97455123456',
      email: 'aisha@example.com',
      serviceType: 'internationalMove',
      message: 'Villa in Al Waab to Manchester, June.',
      refererUrl: window.location.href,
      submittedUrl: window.location.href,
      recaptchaToken: expect.stringMatching(/^token-contact_form-\d+$/),
      locale: 'en',
      whatsappUpdates: false,
    })
    expect(headers[0]).toMatch(/\S{8,}/)
    expect(sessionStorage.getItem('enquiry-draft:dialog')).toBeNull()
  })

  test('should leave WhatsApp updates off until ticked, and send the tick with the enquiry', async () => {
    recaptcha = installFakeRecaptcha()
    const { bodies } = captureRequests()
    const { user } = renderWithRouter(<Opener />)
    const form = await fillForm(user)
    const box = form.getByRole('checkbox', { name: 'Send me updates on WhatsApp' })
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription(
      'To the number above, from our official WhatsApp Business account. Reply STOP at any time.',
    )
    await user.click(box)
    await user.click(form.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ phoneNumber: '97455123456', whatsappUpdates: true })
  })

  test('should send the visit it came from: landing page, referring site and campaign tags', async () => {
    recaptcha = installFakeRecaptcha()
    const { bodies } = captureRequests()
    // The visit began on an ad's link to a service page, as the entry script keeps it.
    window.history.replaceState(
      null,
      '',
      '/services/house-moving-companies-qatar?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ',
    )
    Object.defineProperty(document, 'referrer', {
      value: 'https://www.google.com/',
      configurable: true,
    })
    captureAttribution()
    window.history.replaceState(null, '', '/')
    Reflect.deleteProperty(document, 'referrer')

    const { user } = renderWithRouter(<Opener />, { route: '/contact-us' })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({
      fullName: 'Aisha Rahman',
      attribution: {
        landingPage: '/services/house-moving-companies-qatar',
        referrer: 'www.google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        gclid: 'Cj0KCQ',
      },
    })
  })

  test('should send a number from abroad with the chosen country code in front', async () => {
    recaptcha = installFakeRecaptcha()
    const { bodies } = captureRequests()
    const { user } = renderWithRouter(<Opener />)
    const form = await fillForm(user)
    const code = form.getByRole('combobox', { name: 'Country code' })
    expect(code).toHaveDisplayValue('+974 Qatar')
    await form.findByRole('option', { name: '+44 United Kingdom' })
    await user.selectOptions(code, '44')
    await user.clear(form.getByLabelText(/^Phone number/))
    await user.type(form.getByLabelText(/^Phone number/), '07700 900123')
    await user.click(form.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ phoneNumber: '447700900123' })
  })

  test('should run the opener’s callback instead of navigating when one is given', async () => {
    recaptcha = installFakeRecaptcha()
    captureRequests()
    const onSuccess = vi.fn()
    const { user } = renderWithRouter(<Opener onSuccess={onSuccess} />, { route: '/blog' })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(screen.getByTestId('location')).toHaveTextContent('/blog')
  })

  test('should show the server’s error text under the verification notice and keep the values', async () => {
    recaptcha = installFakeRecaptcha()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.post(ENQUIRIES_URL, () =>
        HttpResponse.json({ error: 'Phone number looks too short.' }, { status: 400 }),
      ),
    )
    const { user } = renderWithRouter(<Opener />)
    const form = await fillForm(user)
    await user.click(form.getByRole('button', { name: 'Submit' }))
    expect(await form.findByText('Phone number looks too short.')).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Enquiry submission failed', expect.anything())
    expect(form.getByLabelText(/^Name/)).toHaveValue('Aisha Rahman')
    expect(form.getByLabelText(/^Message/)).toHaveValue('Villa in Al Waab to Manchester, June.')
    expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  test('should show the generic failure text when the server gives no reason', async () => {
    recaptcha = installFakeRecaptcha()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(ENQUIRIES_URL, () => HttpResponse.error()))
    const { user } = renderWithRouter(<Opener />)
    const form = await fillForm(user)
    await user.click(form.getByRole('button', { name: 'Submit' }))
    expect(await form.findByText('Form submission failed. Please try again.')).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Enquiry submission failed', expect.anything())
    expect(form.getByLabelText(/^Email/)).toHaveValue('aisha@example.com')
  })

  test('should ask for verification and send nothing when the bot check never becomes ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { bodies } = captureRequests()
    const { user } = renderWithRouter(<Opener />)
    const form = await fillForm(user)
    await user.click(form.getByRole('button', { name: 'Submit' }))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(await form.findByText('Please complete the reCAPTCHA verification.')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not ready'))
    expect(bodies).toHaveLength(0)
    vi.useRealTimers()
  })

  test('should send without a token and say bot checks are off when no site key is configured', async () => {
    const { bodies } = captureRequests()
    const { user } = renderWithRouter(<Opener />, { captchaSiteKey: '' })
    const form = await fillForm(user)
    expect(
      form.getByText('Bot checks are off on this instance: no reCAPTCHA site key is configured.'),
    ).toBeInTheDocument()
    expect(form.queryByText(/protected by reCAPTCHA/)).not.toBeInTheDocument()
    await user.click(form.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ fullName: 'Aisha Rahman', email: 'aisha@example.com' })
    expect(bodies[0]).not.toHaveProperty('recaptchaToken')
  })

  test('should say within 5 s when the bot check cannot load, offer phone and WhatsApp, and keep the values', async () => {
    // No stand-in for Google's script: it never arrives, as when it is blocked or offline.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { bodies } = captureRequests()
    const { user } = renderWithRouter(<Opener />)
    const dialog = await screen.findByRole('dialog', { name: "Moving Soon? Let's Talk" })
    const opened = Date.now()
    const notice = await within(dialog).findByText(
      /The reCAPTCHA check could not load/,
      {},
      { timeout: 5_500 },
    )
    expect(Date.now() - opened).toBeLessThan(5_500)
    expect(within(notice).getByRole('link', { name: '+974 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+97440001234',
    )
    expect(within(notice).getByRole('link', { name: 'chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/97455006789',
    )

    const form = await fillForm(user)
    const submitted = Date.now()
    await user.click(form.getByRole('button', { name: 'Submit' }))
    expect(await form.findByText('Please complete the reCAPTCHA verification.')).toBeInTheDocument()
    expect(Date.now() - submitted).toBeLessThan(2_000)
    expect(form.getByLabelText(/^Name/)).toHaveValue('Aisha Rahman')
    expect(form.getByLabelText(/^Message/)).toHaveValue('Villa in Al Waab to Manchester, June.')
    expect(bodies).toHaveLength(0)
    warn.mockRestore()
  }, 15_000)

  test('should log a failed verification and send nothing', async () => {
    recaptcha = installFakeRecaptcha({ fail: true })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { bodies } = captureRequests()
    const { user } = renderWithRouter(<Opener />)
    const form = await fillForm(user)
    await user.click(form.getByRole('button', { name: 'Submit' }))
    expect(await form.findByText('Please complete the reCAPTCHA verification.')).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('reCAPTCHA execution failed', expect.any(Error))
    expect(bodies).toHaveLength(0)
  })

  test('should show Submitting and send a single request however often it is clicked', async () => {
    recaptcha = installFakeRecaptcha()
    let calls = 0
    server.use(
      http.post(ENQUIRIES_URL, async () => {
        calls += 1
        await delay(150)
        return HttpResponse.json({ id: 1 }, { status: 201 })
      }),
    )
    const { user } = renderWithRouter(<Opener />)
    const form = await fillForm(user)
    const button = form.getByRole('button', { name: 'Submit' })
    await user.click(button)
    await user.click(button)
    expect(await form.findByRole('button', { name: 'Submitting' })).toBeDisabled()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    expect(calls).toBe(1)
  })

  test('should keep a typed enquiry after a reload', async () => {
    const first = renderWithRouter(<Opener />)
    await first.user.type(within(await screen.findByRole('dialog')).getByLabelText(/^Name/), 'Omar')
    first.unmount()
    renderWithRouter(<Opener />)
    expect(within(await screen.findByRole('dialog')).getByLabelText(/^Name/)).toHaveValue('Omar')
  })

  test('should quietly drop a submission whose hidden field a bot filled', async () => {
    recaptcha = installFakeRecaptcha()
    const { bodies } = captureRequests()
    const { user } = renderWithRouter(<Opener />)
    const form = await fillForm(user)
    await user.type(
      document.querySelector<HTMLInputElement>('input[name="companyWebsite"]')!,
      'spam.example',
    )
    await user.click(form.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    expect(bodies).toHaveLength(0)
  })
})
