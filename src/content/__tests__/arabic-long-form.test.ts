// @vitest-environment node
import { leftoverEnglish } from './arabic-checks'

/**
 * The Arabic long-form pages (`<slug>.ar.ts` beside every service, destination, post and legal
 * text) against their English originals: every entry written, shaped alike, at least 80% of the
 * English word count, no sentence left in English, and the same FAQ.
 */
type Module = Record<string, unknown>

const originals = import.meta.glob<Module>([
  '/src/content/{services,destinations,posts,legal}/*.ts',
  '!**/*.ar.ts',
])
const twins = import.meta.glob<Module>('/src/content/{services,destinations,posts,legal}/*.ar.ts')

/** Fields that name, date or place things rather than say them: the twin keeps their values. */
const IDENTIFIERS = new Set([
  'id',
  'slug',
  'src',
  'width',
  'height',
  'level',
  'group',
  'type',
  'date',
  'time',
  'effectiveDate',
  'listsDestinations',
])

const wordCount = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** Where the twin departs from the original's shape, and the texts of each. */
function compare(english: unknown, arabic: unknown) {
  const problems: string[] = []
  const texts = { english: [] as string[], arabic: [] as string[] }
  const walk = (en: unknown, ar: unknown, at: string, name: string) => {
    if (typeof en !== typeof ar || Array.isArray(en) !== Array.isArray(ar) || !ar !== !en) {
      problems.push(`${at}: ${typeof en} in English, ${typeof ar} in Arabic`)
    } else if (Array.isArray(en) && Array.isArray(ar)) {
      if (en.length !== ar.length)
        problems.push(`${at}: ${en.length} items in English, ${ar.length} in Arabic`)
      en.forEach((item, index) => walk(item, ar[index], `${at}[${index}]`, name))
    } else if (en && typeof en === 'object') {
      const enKeys = Object.keys(en).sort()
      const arKeys = Object.keys(ar as object).sort()
      if (enKeys.join() !== arKeys.join())
        problems.push(`${at}: keys ${arKeys.join(', ')} instead of ${enKeys.join(', ')}`)
      for (const key of enKeys) walk((en as Module)[key], (ar as Module)[key], `${at}.${key}`, key)
    } else if (IDENTIFIERS.has(name) || typeof en !== 'string') {
      if (en !== ar) problems.push(`${at}: ${String(ar)} instead of ${String(en)}`)
    } else if (en.trim() === '') {
      // A text the English leaves out stays out.
      if (String(ar).trim() !== '') problems.push(`${at}: empty in English`)
    } else {
      if (String(ar).trim() === '') problems.push(`${at}: empty`)
      texts.english.push(en)
      texts.arabic.push(String(ar))
    }
  }
  walk(english, arabic, '', '')
  return { problems, texts }
}

/** The questions of a page's FAQ, whichever kind of page it is. */
function faqCount(entry: Module): number {
  if (Array.isArray(entry.detailedContent)) {
    const faq = (entry.detailedContent as { level: string; heading: string | null }[]).find(
      (section) =>
        section.level === 'h2' &&
        /faq|frequently asked|الأسئلة الشائعة/i.test(section.heading ?? ''),
    ) as { subSections?: unknown[] } | undefined
    return faq?.subSections?.length ?? 0
  }
  const faq = entry.faq as { questions: unknown[] } | undefined
  return faq?.questions.length ?? 0
}

const pairs = Object.keys(originals).map((path) => [path, path.replace(/\.ts$/, '.ar.ts')])

describe('Arabic long-form pages', () => {
  it('exist for every service, destination, post and legal text', () => {
    const missing = pairs.filter(([, twin]) => !twins[twin!]).map(([, twin]) => twin)
    expect(missing).toEqual([])
    expect(pairs).toHaveLength(13 + 24 + 5 + 2)
  })

  describe.each(pairs.filter(([, twin]) => twins[twin!]))('%s in Arabic', (path, twin) => {
    let english: Module
    let arabic: Module
    beforeAll(async () => {
      ;[english, arabic] = await Promise.all([originals[path!]!(), twins[twin!]!()])
    })

    it('has the same exports, shape, identifiers and FAQ', () => {
      expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort())
      for (const name of Object.keys(english)) {
        expect(compare(english[name], arabic[name]).problems).toEqual([])
        expect(faqCount(arabic[name] as Module)).toBe(faqCount(english[name] as Module))
      }
    })

    it('says it all in Arabic, at 80% or more of the English word count', () => {
      for (const name of Object.keys(english)) {
        const { texts } = compare(english[name], arabic[name])
        const count = (list: string[]) => list.reduce((sum, text) => sum + wordCount(text), 0)
        expect(count(texts.arabic)).toBeGreaterThanOrEqual(0.8 * count(texts.english))
        expect(leftoverEnglish(texts.arabic.map((text) => text.replace(/<[^>]+>/g, ' ')))).toEqual(
          [],
        )
        expect(texts.arabic.join(' ')).toMatch(/[\u0600-\u06FF]/)
      }
    })
  })
})
