import { render, screen, within } from '@testing-library/react'

import { testimonials } from '@/content/testimonials'

import { StarRating, TestimonialsCarousel } from '../testimonials-carousel'

test('should show the five reviews once each outside the loop clones', () => {
  const { container } = render(<TestimonialsCarousel testimonials={testimonials} />)
  const region = screen.getByRole('region', { name: 'Customer reviews' })
  const originals = [...container.querySelectorAll('.slick-slide:not(.slick-cloned)')]
  expect(originals).toHaveLength(5)
  for (const [index, testimonial] of testimonials.entries()) {
    const slide = within(originals[index] as HTMLElement)
    expect(slide.getByText(testimonial.title)).toBeInTheDocument()
    expect(slide.getByText(testimonial.date)).toBeInTheDocument()
    // Slides off screen are aria-hidden, so ask for hidden roles too.
    expect(
      slide.getByRole('img', { name: `Rated ${testimonial.stars} out of 5`, hidden: true }),
    ).toBeInTheDocument()
  }
  expect(within(region).getByRole('button', { name: 'Previous review' })).toBeInTheDocument()
  expect(within(region).getByRole('button', { name: 'Next review' })).toBeInTheDocument()
})

test.each([5, 3, 0])('should always draw five stars with the first %i filled', (stars) => {
  render(<StarRating stars={stars} />)
  const rating = screen.getByRole('img', { name: `Rated ${stars} out of 5` })
  const drawn = [...rating.querySelectorAll('polygon')]
  expect(drawn).toHaveLength(5)
  expect(drawn.map((star) => star.getAttribute('data-filled'))).toEqual(
    Array.from({ length: 5 }, (_, i) => String(i < stars)),
  )
})
