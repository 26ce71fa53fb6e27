// @vitest-environment node
import { services } from '@/content/catalogue'
import { destinationEntries } from '@/content/entries'
import { destinationCountryCodes } from '@/content/planner-places'
import { guideCountries, serviceMoveTypes } from '@/content/quote-links'
import { moveTypes } from '@/content/quote-planner'

describe('Get a quote links', () => {
  test('should name a country of the planner’s guide list for every guide, each once', () => {
    expect(Object.keys(guideCountries).sort()).toEqual(Object.keys(destinationEntries).sort())
    expect(Object.values(guideCountries).sort()).toEqual([...destinationCountryCodes].sort())
  })

  test('should name the guide’s own country', async () => {
    const names = new Intl.DisplayNames('en', { type: 'region' })
    // Newer ICU data says Türkiye; the guide keeps the name people search for.
    const alsoKnownAs: Record<string, string> = { Turkey: 'Türkiye' }
    for (const [slug, code] of Object.entries(guideCountries)) {
      const { country } = await destinationEntries[slug]!.load()
      expect([country, alsoKnownAs[country]], slug).toContain(names.of(code))
    }
  })

  test('should give every service a type of move the planner offers, or none', () => {
    expect(Object.keys(serviceMoveTypes).sort()).toEqual(services.map((s) => s.slug).sort())
    const ids = moveTypes.map((type) => type.id)
    for (const moveType of Object.values(serviceMoveTypes))
      if (moveType !== null) expect(ids).toContain(moveType)
  })
})
