import { screen } from '@testing-library/react'

import { renderWithRouter } from '@/testing/test-utils'

import ThankYouRoute from '../routes/thank-you'

describe('ThankYouRoute', () => {
  test('should show the reference number the server gave the request', () => {
    renderWithRouter(<ThankYouRoute />, { route: '/thank-you?ref=42' })
    expect(screen.getByText(/Your reference number is/)).toHaveTextContent(
      'Your reference number is 42. Please quote it when we call.',
    )
  })

  test('should show no reference without one, and ignore anything that is not a number', () => {
    renderWithRouter(<ThankYouRoute />, { route: '/thank-you?ref=<b>x</b>' })
    expect(screen.getByRole('heading', { name: 'Thanks for submitting!' })).toBeInTheDocument()
    expect(screen.queryByText(/reference number/)).not.toBeInTheDocument()
  })
})
