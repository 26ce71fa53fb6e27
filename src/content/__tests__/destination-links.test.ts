import { destinationSlugs } from '@/config/paths'

import { destinationLinks, relatedDestinations } from '../destination-links'
import { destinations } from '../destinations'

describe('destination links', () => {
  test('should list every destination page once, in the route table’s order', () => {
    expect(destinationLinks.map((link) => link.slug)).toEqual([...destinationSlugs])
  })

  test.each(destinationLinks)('should state $country as its page does', async (link) => {
    const page = await destinations[link.slug].load()
    expect({ country: link.country, transitTime: link.transitTime }).toEqual({
      country: page.country,
      transitTime: page.transitTime,
    })
  })

  test.each(destinationLinks)('should relate $country to two or three other pages', (link) => {
    const related = relatedDestinations(link.slug)
    expect(related.length).toBeGreaterThanOrEqual(2)
    expect(related.length).toBeLessThanOrEqual(3)
    expect(related.map((other) => other.slug)).not.toContain(link.slug)
  })
})
