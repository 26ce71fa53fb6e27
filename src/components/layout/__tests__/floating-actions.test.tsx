import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'

import { FloatingActions } from '../floating-actions'

function setScroll(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

afterEach(() => setScroll(0))

test('should show the scroll-to-top button only past 100 px and scroll smoothly', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  render(<FloatingActions />, { wrapper: MemoryRouter })
  const button = screen.getByLabelText('Scroll to top')
  expect(button).toHaveAttribute('aria-hidden', 'true')
  expect(button).toHaveAttribute('tabindex', '-1')

  setScroll(101)
  expect(screen.getByRole('button', { name: 'Scroll to top' })).toBe(button)
  await userEvent.click(button)
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
})

test('should link the chat button to WhatsApp in a new tab once the page scrolls', () => {
  render(<FloatingActions />, { wrapper: MemoryRouter })
  expect(screen.queryByRole('link', { name: /Chat on WhatsApp/ })).not.toBeInTheDocument()

  setScroll(101)
  const link = screen.getByRole('link', { name: /Chat on WhatsApp/ })
  expect(link).toHaveAttribute('href', 'https://wa.me/97455006789')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link.getAttribute('rel')).toContain('noopener')
})

test('should step both buttons aside while a form field has focus', async () => {
  render(
    <>
      <label>
        Full Name
        <input />
      </label>
      <FloatingActions />
    </>,
    { wrapper: MemoryRouter },
  )
  setScroll(101)
  await userEvent.click(screen.getByLabelText('Full Name'))
  expect(screen.queryByRole('link', { name: /Chat on WhatsApp/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument()

  await userEvent.tab()
  expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toBeVisible()
})
