import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'

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

/** jsdom lays nothing out: each review's text is as tall as `fullHeight`, its box 100 px. */
function layOutReviews(fullHeight: number) {
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(fullHeight)
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(100)
}

/** The review on show, found through its slide's "n of 5" label. */
function shownReview() {
  const slide = document.querySelector<HTMLElement>(
    '.slick-current:not(.slick-cloned) [role=group]',
  )!
  const index = Number(slide.getAttribute('aria-label')!.split(' ')[0]) - 1
  return { review: within(slide), testimonial: testimonials[index]! }
}

test('should let a visitor read the whole of a review its card cuts short, then close it', async () => {
  layOutReviews(180)
  const user = userEvent.setup()
  render(<TestimonialsCarousel testimonials={testimonials} />)
  const { review, testimonial } = shownReview()
  const readMore = review.getByRole('button', {
    name: `Read more of ${testimonial.title}’s review`,
  })
  expect(readMore).toHaveAttribute('aria-expanded', 'false')
  const quote = document.getElementById(readMore.getAttribute('aria-controls')!)
  expect(quote).toHaveTextContent(testimonial.description)

  await user.click(readMore)
  const showLess = review.getByRole('button', {
    name: `Show less of ${testimonial.title}’s review`,
  })
  expect(showLess).toHaveAttribute('aria-expanded', 'true')
  expect(showLess).toHaveAttribute('aria-controls', quote!.id)

  await user.click(showLess)
  expect(review.getByRole('button', { name: /^Read more/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('should offer no Read more where the whole review fits its card', () => {
  layOutReviews(100)
  render(<TestimonialsCarousel testimonials={testimonials} />)
  expect(shownReview().review.queryByRole('button', { name: /Read more/ })).not.toBeInTheDocument()
})
