import { screen, within } from '@testing-library/react'

import { BarePageContext } from '@/components/layout/bare-page'
import { renderWithRouter } from '@/testing/test-utils'

import NotFoundRoute from '../routes/not-found'
import ThankYouRoute from '../routes/thank-you'

describe('ThankYouRoute', () => {
  afterEach(() => vi.useRealTimers())

  test('should show the readable reference of the request the server stored', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T07:00:00Z') })
    renderWithRouter(<ThankYouRoute />, { route: '/thank-you?ref=42' })
    expect(screen.getByText(/Your reference is/)).toHaveTextContent(
      'Your reference is PCM-26-000042. Please quote it when we call.',
    )
  })

  test('should promise a call within one office hour while the office is open', () => {
    // Tuesday, 10:00 in Doha.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T07:00:00Z') })
    renderWithRouter(<ThankYouRoute />, { route: '/thank-you' })
    expect(
      screen.getByText(/A move coordinator will call you within one office hour\./),
    ).toBeInTheDocument()
  })

  test('should promise the next morning the office opens when it is closed', () => {
    // Thursday, 19:30 in Doha: the office opens again on Saturday.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T16:30:00Z') })
    renderWithRouter(<ThankYouRoute />, { route: '/thank-you' })
    expect(
      screen.getByText(/the next morning, Saturday from 8:00 AM \(Doha time\)/),
    ).toBeInTheDocument()
  })

  test('should show no reference without one, and ignore anything that is not a number', () => {
    renderWithRouter(<ThankYouRoute />, { route: '/thank-you?ref=<b>x</b>' })
    expect(screen.getByRole('heading', { name: 'Thanks for submitting!' })).toBeInTheDocument()
    expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument()
  })
})

describe('pages outside the site shell', () => {
  test('should still offer the logo home, phone, WhatsApp and useful links', () => {
    renderWithRouter(<ThankYouRoute />, { route: '/thank-you' })
    expect(screen.getByRole('link', { name: 'Pearl Coast Movers, home' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(screen.getByRole('link', { name: /\+974 4000 1234/ })).toHaveAttribute(
      'href',
      'tel:+97440001234',
    )
    expect(screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://wa.me/97455006789',
    )
    const useful = within(screen.getByRole('navigation', { name: 'Useful links' }))
    expect(useful.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/service',
      '/track-your-cargo',
      '/get-a-quote',
      '/contact-us',
    ])
  })

  test('should give the not-found page its own top bar only where the header is missing', () => {
    const { unmount } = renderWithRouter(
      <BarePageContext.Provider value>
        <NotFoundRoute />
      </BarePageContext.Provider>,
    )
    expect(screen.getByRole('link', { name: 'Pearl Coast Movers, home' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Useful links' })).toBeInTheDocument()
    unmount()
    renderWithRouter(<NotFoundRoute />)
    expect(screen.queryByRole('link', { name: 'Pearl Coast Movers, home' })).not.toBeInTheDocument()
    expect(screen.getByText("We're sorry, something is not working here!")).toBeInTheDocument()
  })
})
