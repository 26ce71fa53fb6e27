import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
  render(<FloatingActions />)
  const button = screen.getByLabelText('Scroll to top')
  expect(button).toHaveAttribute('aria-hidden', 'true')
  expect(button).toHaveAttribute('tabindex', '-1')

  setScroll(101)
  expect(screen.getByRole('button', { name: 'Scroll to top' })).toBe(button)
  await userEvent.click(button)
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
})

test('should link the chat button to WhatsApp in a new tab', () => {
  render(<FloatingActions />)
  const link = screen.getByRole('link', { name: /Chat on WhatsApp/ })
  expect(link).toHaveAttribute('href', 'https://wa.me/97455006789')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link.getAttribute('rel')).toContain('noopener')
})
