// @vitest-environment node
import type { AtAGlance, Destination } from '../types'

import { leftoverEnglish } from './arabic-checks'

/**
 * Every destination guide opens with an at-a-glance card (issue 53, item 6), in both languages:
 * each fact written, the Arabic in Arabic, and the same times as the guide's own text.
 */
type Module = { default: Destination }

const english = import.meta.glob<Module>(['/src/content/destinations/*.ts', '!**/*.ar.ts'], {
  eager: true,
})
const arabic = import.meta.glob<Module>('/src/content/destinations/*.ar.ts', { eager: true })

/** Sorted, as the keys they are compared with. */
const FIELDS = ['air', 'customs', 'documents', 'nextStep', 'sea'] satisfies (keyof AtAGlance)[]
const ARABIC_SCRIPT = /[\u0600-\u06FF]/
const RANGE = /\d+–\d+/

const guides = Object.entries(english).map(([path, module]) => {
  const twin = arabic[path.replace(/\.ts$/, '.ar.ts')]
  return [
    path.slice(path.lastIndexOf('/') + 1, -'.ts'.length),
    module.default,
    twin?.default,
  ] as const
})

/** The card's facts, in the order of FIELDS, or what is missing or blank. */
function checked(card: AtAGlance | undefined) {
  if (!card) return { keys: [], blank: ['the card'] }
  return {
    keys: Object.keys(card).sort(),
    blank: FIELDS.filter((field) => !card[field]?.trim()),
  }
}

const digits = (text: string) => text.match(/\d+/g)

describe('At-a-glance cards', () => {
  test('cover all 24 guides, each with its Arabic twin', () => {
    expect(guides).toHaveLength(24)
    expect(guides.filter(([, , twin]) => !twin).map(([slug]) => slug)).toEqual([])
  })

  test.each(guides)('%s has every fact in English', (_slug, guide) => {
    expect(checked(guide.atAGlance)).toEqual({ keys: FIELDS, blank: [] })
    expect(Object.values(guide.atAGlance).join(' ')).not.toMatch(ARABIC_SCRIPT)
    expect(guide.atAGlance.sea).toMatch(RANGE)
    expect(guide.atAGlance.air).toMatch(RANGE)
    // The sea time is the one the guide quotes further down.
    expect(guide.transitTime).toContain(guide.atAGlance.sea.match(RANGE)![0])
  })

  test.each(guides)('%s has every fact in Arabic', (_slug, guide, twin) => {
    const card = twin?.atAGlance
    expect(checked(card)).toEqual({ keys: FIELDS, blank: [] })
    for (const field of FIELDS) expect(card![field]).toMatch(ARABIC_SCRIPT)
    expect(leftoverEnglish(Object.values(card!))).toEqual([])
    expect(digits(card!.sea)).toEqual(digits(guide.atAGlance.sea))
    expect(digits(card!.air)).toEqual(digits(guide.atAGlance.air))
  })
})
