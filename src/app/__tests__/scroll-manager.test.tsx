import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'

import { Link } from '@/components/ui/link'

import { ScrollManager } from '../scroll-manager'

function renderAt(route: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollManager />
      <Link to="/about-us">About Us</Link>
      <Link to="/contact-us#reach-out-to-us">Reach out</Link>
    </MemoryRouter>,
  )
  return scrollTo
}

test('should leave the first page where the visitor already is', () => {
  const scrollTo = renderAt('/')
  expect(scrollTo).not.toHaveBeenCalled()
})

test('should jump to the top instantly on every route change', async () => {
  const scrollTo = renderAt('/')
  await userEvent.click(screen.getByRole('link', { name: 'About Us' }))
  expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' })
})

test('should honour a #hash instead of jumping to the top', async () => {
  const scrollTo = renderAt('/')
  await userEvent.click(screen.getByRole('link', { name: 'Reach out' }))
  expect(scrollTo).not.toHaveBeenCalled()
})
