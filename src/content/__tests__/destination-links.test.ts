// @vitest-environment node
import { destinations } from '../catalogue'

// Slugs are plain strings, since pages are found from their files: the compiler cannot catch a
// related page that does not exist, or a list that loops back to the page itself, so this does.
describe('destination pages', () => {
  const slugs = destinations.map((destination) => destination.meta.slug)

  test('should each have their own place in the lists', () => {
    expect(destinations.map((destination) => destination.order)).toEqual(
      destinations.map((_, index) => index + 1),
    )
  })

  test.each(destinations)('should relate $country to two or three other pages', (page) => {
    expect(page.related.length).toBeGreaterThanOrEqual(2)
    expect(page.related.length).toBeLessThanOrEqual(3)
    expect(new Set(page.related).size).toBe(page.related.length)
    expect(page.related).not.toContain(page.meta.slug)
    for (const slug of page.related) expect(slugs).toContain(slug)
  })
})
