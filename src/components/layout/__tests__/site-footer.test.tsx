import { screen, within } from '@testing-library/react'

import { renderWithRouter } from '@/testing/test-utils'

import { SiteFooter } from '../site-footer'

test('should show contacts, quick links and the copyright line', () => {
  renderWithRouter(<SiteFooter />)
  const footer = screen.getByRole('contentinfo')
  expect(within(footer).getByRole('link', { name: 'info@pearlcoastmovers.qa' })).toHaveAttribute(
    'href',
    'mailto:info@pearlcoastmovers.qa',
  )
  expect(within(footer).getByRole('link', { name: '+974 4000 1234' })).toHaveAttribute(
    'href',
    'tel:+97440001234',
  )
  expect(within(footer).getByRole('link', { name: '+974 5500 6789' })).toBeInTheDocument()
  expect(within(footer).getByText(/Doha, Qatar/)).toBeInTheDocument()
  const quick = within(screen.getByRole('navigation', { name: 'Quick links' }))
  expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/terms-and-conditions',
    '/privacy-policy',
    '/gallery',
  ])
  expect(within(footer).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(4)
  expect(
    within(footer).getByText(
      `© ${new Date().getFullYear()} Pearl Coast Movers . All rights reserved.`,
    ),
  ).toBeInTheDocument()
})
