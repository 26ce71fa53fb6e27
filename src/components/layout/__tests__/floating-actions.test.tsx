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

// jsdom applies no stylesheet, so hidden states are read from the utilities that hide them.

test('should show the scroll-to-top button only past 100 px and scroll smoothly', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  render(<FloatingActions />, { wrapper: MemoryRouter })
  const button = screen.getByRole('button', { name: 'Scroll to top' })
  expect(button).toHaveClass('invisible')

  setScroll(101)
  expect(button).not.toHaveClass('invisible')
  await userEvent.click(button)
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
})

test('should show the chat link with its words before any scroll, to WhatsApp in a new tab', () => {
  render(<FloatingActions />, { wrapper: MemoryRouter })
  const link = screen.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' })
  expect(link).toHaveTextContent('Chat on WhatsApp')
  expect(link).toHaveAttribute('href', 'https://wa.me/97455006789')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link.getAttribute('rel')).toContain('noopener')
  expect(link).toHaveClass('motion-safe:animate-chat-bounce')
})
