import { screen, waitFor } from '@testing-library/react'

import { services } from '@/content/catalogue'
import { renderWithRouter } from '@/testing/test-utils'

import { ServicesCarousel } from '../services-carousel'

test('should keep the cards of hidden and cloned slides out of the tab order', async () => {
  const { container } = renderWithRouter(
    <ServicesCarousel services={services} label="Service cards" />,
  )
  expect(screen.getByRole('region', { name: 'Service cards' })).toBeInTheDocument()

  const slides = [...container.querySelectorAll<HTMLElement>('.slick-slide')]
  const hidden = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true')
  const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
  expect(hidden.length).toBeGreaterThan(0)
  expect(shown.length).toBeGreaterThan(0)
  await waitFor(() => {
    for (const slide of hidden) expect(slide).toHaveAttribute('inert')
  })
  for (const slide of shown) expect(slide).not.toHaveAttribute('inert')
})
