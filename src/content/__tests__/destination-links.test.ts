import { contentSlugs } from '../catalogue'
import { destinationLinks, relatedDestinations } from '../destination-links'
import { destinationEntries } from '../entries'

describe('destination links', () => {
  test('should list every destination page once, in the route table’s order', () => {
    expect(destinationLinks.map((link) => link.slug)).toEqual(contentSlugs.destinations)
  })

  // Slugs are plain strings, since pages are found from their files: the compiler cannot catch a
  // related page that does not exist, so this does.
  test.each(destinationLinks)('should relate $country only to pages that exist', (link) => {
    for (const slug of link.related) expect(Object.keys(destinationEntries)).toContain(slug)
  })

  test.each(destinationLinks)('should state $country as its page does', async (link) => {
    const page = await destinationEntries[link.slug]!.load()
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
