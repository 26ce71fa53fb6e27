// @vitest-environment node
import { leftoverEnglish } from './arabic-checks'

/**
 * Every Arabic twin of a module with the site's own words (`x.ar.ts` beside `x.ts`) against its
 * English original: the same exports, shaped alike, with every text written and none left in
 * English. The long-form entries (services, destinations, posts, legal texts) have their own
 * checks.
 */
type Module = Record<string, unknown>

const twins = import.meta.glob<Module>([
  '/src/**/*.ar.ts',
  '/shared/**/*.ar.ts',
  '!/src/content/{services,destinations,posts,legal}/**',
  // The language's settings, not words: src/i18n/__tests__ holds them to the table of languages.
  '!/src/i18n/**',
])
const originals = import.meta.glob<Module>([
  '/src/**/*.ts',
  '/shared/**/*.ts',
  '!**/*.ar.ts',
  '!**/__tests__/**',
  '!/src/content/{services,destinations,posts,legal}/**',
])

/** Fields of listed items that name things rather than say them: the twin keeps them. */
const IDENTIFIERS = new Set([
  'id',
  'key',
  'value',
  'src',
  'slug',
  'to',
  'path',
  'href',
  'icon',
  'serviceType',
  'group',
  'code',
  'network',
  'related',
  'width',
  'height',
  'target',
  'suffix',
  'volume',
  'stars',
])

/** A stand-in for every value a message is made with: a number or a name, as the message reads it. */
const SAMPLE_ARGUMENT = '7'

/** Where the twin departs from the original's shape, and every text the twin shows. */
function compare(english: unknown, arabic: unknown, where: string, key: string): string[] {
  const problems: string[] = []
  const texts: string[] = []
  const walk = (en: unknown, ar: unknown, at: string, name: string, listed = false) => {
    if (typeof en !== typeof ar || Array.isArray(en) !== Array.isArray(ar)) {
      problems.push(`${at}: ${typeof en} in English, ${typeof ar} in Arabic`)
      return
    }
    if (typeof en === 'function' && typeof ar === 'function') {
      if (en.length !== ar.length) problems.push(`${at}: takes ${en.length} values in English`)
      const args = Array.from({ length: en.length }, () => SAMPLE_ARGUMENT)
      walk(en(...args), ar(...args), `${at}(…)`, name, listed)
    } else if (Array.isArray(en) && Array.isArray(ar)) {
      if (en.length !== ar.length)
        problems.push(`${at}: ${en.length} items in English, ${ar.length} in Arabic`)
      en.forEach((item, index) => walk(item, ar[index], `${at}[${index}]`, name, true))
    } else if (en instanceof Map && ar instanceof Map) {
      walk(Object.fromEntries(en), Object.fromEntries(ar), at, name, listed)
    } else if (en && ar && typeof en === 'object' && typeof ar === 'object') {
      const enKeys = Object.keys(en).sort()
      const arKeys = Object.keys(ar).sort()
      if (enKeys.join() !== arKeys.join())
        problems.push(`${at}: keys ${arKeys.join(', ')} instead of ${enKeys.join(', ')}`)
      for (const child of enKeys)
        walk((en as Module)[child], (ar as Module)[child], `${at}.${child}`, child, listed)
    } else if ((listed && IDENTIFIERS.has(name)) || typeof en !== 'string') {
      if (en !== ar) problems.push(`${at}: ${String(ar)} instead of ${String(en)}`)
    } else if (typeof ar === 'string') {
      if (ar.trim() === '') problems.push(`${at}: empty`)
      texts.push(ar)
    }
  }
  walk(english, arabic, where, key)
  return [...problems, ...leftoverEnglish(texts).map((run) => `${where}: English left: ${run}`)]
}

/** The content modules that hold words a visitor reads (the rest hold slugs, indexes or types). */
const CONTENT_WITH_WORDS = [
  'about',
  'certifications',
  'contact',
  'dial-codes',
  'gallery',
  'home',
  'home-guide',
  'move-inventory',
  'nav',
  'office-hours',
  'quote-planner',
  'service-groups',
  'testimonials',
  'track',
].map((name) => `/src/content/${name}.ts`)
// The service names, shared by the public forms and the staff console, sit in src/lib.
CONTENT_WITH_WORDS.push('/src/lib/service-types.ts')

describe('Arabic twins', () => {
  const paths = Object.keys(twins)

  it('exist for every module of the site’s own words', () => {
    const messageModules = Object.keys(originals).filter((path) =>
      /(\.messages|\/contract\/[\w-]*messages)\.ts$/.test(path),
    )
    const worded = [...messageModules, ...CONTENT_WITH_WORDS]
    const missing = worded.filter((path) => !paths.includes(path.replace(/\.ts$/, '.ar.ts')))
    expect(missing).toEqual([])
    expect(worded.length).toBeGreaterThan(CONTENT_WITH_WORDS.length)
  })

  it.each(paths)('%s matches its English module', async (path) => {
    const originalPath = path.replace(/\.ar\.ts$/, '.ts')
    const loadOriginal = originals[originalPath]
    expect(loadOriginal, `${originalPath} exists`).toBeDefined()
    const [english, arabic] = await Promise.all([loadOriginal!(), twins[path]!()])
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort())
    const problems = Object.keys(english).flatMap((name) =>
      compare(english[name], arabic[name], name, name),
    )
    expect(problems).toEqual([])
  })
})
