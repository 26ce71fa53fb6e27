// @vitest-environment node
import * as arabic from '../current.ar'
import * as english from '../current'
import { alternates, localeInfo, localePath, splitLocale } from '../locales'

const SITE = 'https://www.example.qa'

describe('Locale-aware paths', () => {
  it('puts Arabic pages under /ar with the same slugs and leaves English paths alone', () => {
    expect(localePath('en', '/')).toBe('/')
    expect(localePath('en', '/services/house-moving-companies-qatar')).toBe(
      '/services/house-moving-companies-qatar',
    )
    expect(localePath('ar', '/')).toBe('/ar')
    expect(localePath('ar', '/international-relocation-japan-qatar')).toBe(
      '/ar/international-relocation-japan-qatar',
    )
    expect(localePath('ar', '/track-your-cargo?tracking_id=ABCD123456')).toBe(
      '/ar/track-your-cargo?tracking_id=ABCD123456',
    )
  })

  it('reads the language back from a path, and only a whole /ar segment is Arabic', () => {
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' })
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' })
    expect(splitLocale('/ar/about-us')).toEqual({ locale: 'ar', path: '/about-us' })
    expect(splitLocale('/about-us')).toEqual({ locale: 'en', path: '/about-us' })
    expect(splitLocale('/arabic-page')).toEqual({ locale: 'en', path: '/arabic-page' })
  })

  it('lists both versions and x-default (English) as absolute, reciprocal alternates', () => {
    expect(alternates(SITE, '/about-us')).toEqual([
      { hreflang: 'en', href: `${SITE}/about-us` },
      { hreflang: 'ar', href: `${SITE}/ar/about-us` },
      { hreflang: 'x-default', href: `${SITE}/about-us` },
    ])
    expect(alternates(SITE, '/').map(({ href }) => href)).toEqual([
      `${SITE}/`,
      `${SITE}/ar`,
      `${SITE}/`,
    ])
  })
})

describe('Each build’s own language settings (src/i18n/current)', () => {
  it.each([
    ['English', english, 'en', 'ar'],
    ['Arabic', arabic, 'ar', 'en'],
  ] as const)('%s agrees with the table of languages', (_name, build, own, other) => {
    expect(build.locale).toBe(own)
    const pick = ({ prefix, lang, hreflang, ogLocale }: (typeof localeInfo)['en']) => ({
      prefix,
      lang,
      hreflang,
      ogLocale,
    })
    expect(build.language).toEqual(pick(localeInfo[own]))
    expect(build.otherLanguage).toEqual({
      ...pick(localeInfo[other]),
      name: other === 'ar' ? 'العربية' : 'English',
    })
  })
})
