// @vitest-environment node
import { postCardData } from '@/lib/blog'

import { posts, services } from '../catalogue'
import { postCards } from '../indexes/post-cards'
import { serviceCards } from '../indexes/service-cards'

// The card indexes reach the browser as data the build computed; they must say exactly what the
// entries themselves say, in the same order.
test('should index every service card with the service’s own words, picture and link', () => {
  expect(serviceCards).toEqual(
    services.map((service) => ({
      id: service.id,
      title: service.title,
      slug: service.slug,
      group: service.group,
      cardImage: service.cardImage,
      shortDescription: service.shortDescription,
    })),
  )
})

test('should index every post, newest first, with its excerpt, kind and sanitised highlight', () => {
  expect(postCards).toEqual(posts.map(postCardData))
  expect(postCards.map((card) => card.kind)).toContain('Article')
  for (const card of postCards) {
    expect(card.excerpt.split(/\s+/).length).toBeLessThanOrEqual(40)
    expect(card.highlight).not.toMatch(/<(?!\/?(strong|em|b|i|a|br|span)\b)/)
  }
})
