// @vitest-environment node
import { posts, services } from '../catalogue'
import { destinationEntries, postEntries, serviceEntries } from '../entries'
import { serviceGroupBySlug } from '../indexes/service-groups'
import { privacyPolicy } from '../legal/privacy'
import { termsAndConditions } from '../legal/terms'
import type { BlogPost, ContentSection, Destination, ImageRef } from '../types'

const words = (...texts: (string | null | undefined)[]) =>
  texts
    .filter((text): text is string => Boolean(text))
    .join(' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length

const sectionWords = (section: ContentSection): number =>
  words(section.heading, section.content, section.content2, ...(section.list ?? [])) +
  (section.subSections ?? []).reduce((sum, sub) => sum + sectionWords(sub), 0)

const postWords = (post: BlogPost) =>
  words(post.highlight) +
  post.detail.content.reduce((sum, block) => {
    switch (block.type) {
      case 'text':
        return sum + words(block.title, block.subtitle, block.description)
      case 'points':
        return sum + words(block.title, ...block.points)
      case 'table':
        return sum + words(block.caption, ...block.headers, ...block.rows.flat())
      case 'image':
        return sum
    }
  }, 0)

const destinationWords = (page: Destination) =>
  words(
    page.header.title,
    page.header.description,
    page.whyChoose.title,
    page.whyChoose.intro,
    ...page.whyChoose.reasons.flatMap((r) => [r.title, r.description]),
    page.specialized.title,
    ...page.specialized.service.flatMap((s) => [s.title, s.description]),
    page.process.title,
    page.process.description,
    ...page.process.steps,
    page.challenges.title,
    page.challenges.intro,
    ...page.challenges.reasons.flatMap((r) => [r.title, r.description]),
    page.faq.title,
    ...page.faq.questions.flatMap((q) => [q.title, q.description]),
    page.contact.title,
    ...page.contact.description,
  )

function expectImage(image: ImageRef) {
  expect(image.src).toMatch(/^\/images\/.+\.(svg|webp|avif|png|jpe?g)$/)
  expect(image.alt.trim().length).toBeGreaterThan(10)
  expect(image.width).toBeGreaterThan(0)
  expect(image.height).toBeGreaterThan(0)
}

const unique = (values: string[]) => new Set(values).size === values.length

// Pages are found from their files: these are the slugs the route table serves.
const serviceSlugs = Object.keys(serviceEntries)
const postSlugs = Object.keys(postEntries)
const destinationSlugs = Object.keys(destinationEntries)

describe('Service catalogue', () => {
  test('should hold 13 services with ids 0–12 and every routed slug once', () => {
    expect(services.map((service) => service.id)).toEqual([...Array(13).keys()])
    expect(services.map((service) => service.slug).sort()).toEqual(
      serviceSlugs.map((slug) => `/services/${slug}`).sort(),
    )
  })

  test('should name the first nine and the later four as the spec lists them', () => {
    expect(services.map((service) => [service.title, service.slug])).toEqual([
      ['International Relocation', '/services/international-relocation-companies-qatar'],
      ['House Moving', '/services/house-moving-companies-qatar'],
      ['Office Relocation', '/services/office-relocation-companies-qatar'],
      ['Commercial Storage Solutions', '/services/storage-warehousing-services-qatar'],
      ['Insurance Coverage', '/services/insurance-companies-qatar'],
      ['Air Freight', '/services/freight-forwarding-companies-qatar'],
      ['Sea Freight', '/services/sea-freight-companies-qatar'],
      ['Land Freight', '/services/road-freight-companies-qatar'],
      ['Pet Relocations', '/services/pet-relocation-services-qatar'],
      ['Vehicle Import and Export', '/services/vehicle-moving-services-qatar'],
      ['Furniture Installation on Contract', '/services/furniture-installation-service-qatar'],
      ['Event and Exhibition Relocation', '/services/event-exhibition-relocation-services-qatar'],
      ['Warehouse Relocation', '/services/warehouse-services-qatar'],
    ])
  })

  test('should split into 9 Movers and 4 Logistics, matching the header’s map', () => {
    expect(services.filter((service) => service.group === 'Movers')).toHaveLength(9)
    expect(services.filter((service) => service.group === 'Logistics')).toHaveLength(4)
    for (const service of services)
      expect(serviceGroupBySlug[service.slug.replace('/services/', '')]).toBe(service.group)
  })

  test('should give every service unique meta, real images and 4–5 features', () => {
    expect(unique(services.map((service) => service.metaTitle))).toBe(true)
    expect(unique(services.map((service) => service.metaDescription))).toBe(true)
    for (const service of services) {
      expect(service.metaTitle.length).toBeLessThanOrEqual(70)
      expect(service.metaDescription.length).toBeGreaterThan(100)
      expect(service.keywords.split(',').length).toBeGreaterThanOrEqual(4)
      expect(service.features.length).toBeGreaterThanOrEqual(4)
      expect(service.features.length).toBeLessThanOrEqual(5)
      for (const text of [
        service.bannerDescription,
        service.shortDescription,
        service.featureTitle,
        service.featureDescription,
      ])
        expect(text.trim()).not.toBe('')
      ;[service.cardImage, service.bannerImage, service.featureImage].forEach(expectImage)
    }
  })

  test.each(services.map((service) => [service.title, service] as const))(
    'should give %s a full article: h1 first, lists, content2 and an FAQ of 4+',
    (_title, service) => {
      const [first, ...rest] = service.detailedContent
      expect(first?.level).toBe('h1')
      expect(service.detailedContent.reduce((sum, s) => sum + sectionWords(s), 0)).toBeGreaterThan(
        600,
      )
      expect(rest.some((section) => section.list && section.content2)).toBe(true)
      const faq = service.detailedContent.find(
        (section) => section.level === 'h2' && /faq|frequently asked/i.test(section.heading ?? ''),
      )
      expect(faq?.subSections?.length).toBeGreaterThanOrEqual(4)
      for (const question of faq?.subSections ?? []) {
        expect(question.level).toBe('h3')
        expect(question.content?.trim()).toBeTruthy()
      }
    },
  )

  test.each(serviceSlugs)('should load %s from its own chunk', async (slug) => {
    const service = await serviceEntries[slug]!.load()
    expect(service.slug).toBe(`/services/${slug}`)
    expect(services).toContain(service)
  })

  test('should state the pet vaccination lead time and the vehicle move duration', async () => {
    const text = async (slug: string) => JSON.stringify(await serviceEntries[slug]!.load())
    expect(await text('pet-relocation-services-qatar')).toMatch(/30 days/)
    expect(await text('vehicle-moving-services-qatar')).toMatch(/1–2 days/)
  })
})

describe('Blog posts', () => {
  test.each(postSlugs)('should load %s from its own chunk', async (slug) => {
    const post = await postEntries[slug]!.load()
    expect(post.id).toBe(slug)
    expect(posts).toContain(post)
  })

  test('should hold the 5 posts, id equal to slug, newest first', () => {
    expect(posts.map((post) => post.id)).toEqual([
      'benefits-of-storage-services-in-qatar',
      'office-moving-checklist-qatar',
      'why-moving-insurance-matters',
      'choosing-family-relocation-service-qatar',
      'international-move-tips-from-qatar',
    ])
    expect([...postSlugs].sort()).toEqual(posts.map((post) => post.id).sort())
    const times = posts.map((post) => Date.parse(post.date))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  test.each(posts.map((post) => [post.id, post] as const))(
    'should make %s a complete article of 900+ words with dated meta',
    (_id, post) => {
      expect(post.date).toMatch(/^\d{2} [A-Z][a-z]+ \d{4}$/)
      expect(post.time).toMatch(/^\d{2}:\d{2} (AM|PM)$/)
      expect(post.detail.content[0]?.type).toBe('text')
      expect(postWords(post)).toBeGreaterThanOrEqual(900)
      expect(post.metaDescription.length).toBeGreaterThan(100)
      expectImage(post.image)
      for (const block of post.detail.content) {
        if (block.type === 'points')
          for (const point of block.points) expect(point).toMatch(/^<strong>[^<]+<\/strong>/)
        if (block.type === 'table')
          for (const row of block.rows) expect(row).toHaveLength(block.headers.length)
        if (block.type === 'image') expectImage(block.image)
      }
    },
  )

  test('should use every block type across the set, and leave exactly one author empty', () => {
    const types = new Set(posts.flatMap((post) => post.detail.content.map((block) => block.type)))
    expect([...types].sort()).toEqual(['image', 'points', 'table', 'text'])
    expect(posts.filter((post) => post.author === '')).toHaveLength(1)
    expect(unique(posts.map((post) => post.metaTitle))).toBe(true)
  })
})

const transitTimes: Record<string, string> = {
  India: '15–30 days',
  Jordan: '2–4 weeks',
  Turkey: '2–4 weeks',
  Israel: '2–4 weeks',
  Thailand: '3–5 weeks',
  Singapore: '2–4 weeks',
  Malaysia: 'sea 6–12 weeks, air 1–2 weeks',
  Australia: '3–5 weeks',
  Brazil: '3–6 weeks',
  Belgium: '3–5 weeks',
  Barbados: '3–6 weeks',
  Belarus: '3–6 weeks',
  Japan: '4–8 weeks',
  Mexico: '3–6 weeks',
  'United Kingdom': '6–8 weeks',
  'United States': '8–12 weeks',
  Canada: '8–12 weeks',
  Philippines: '4–6 weeks',
  Egypt: '3–5 weeks',
  Pakistan: '2–5 weeks',
  Bangladesh: '4–6 weeks',
  Nepal: '6–10 weeks',
  'Sri Lanka': '2–4 weeks',
  Lebanon: '3–5 weeks',
}

// Each page is its own chunk; load them all up front so test.each can name them.
const pages = await Promise.all(
  destinationSlugs.map(async (slug) => [slug, await destinationEntries[slug]!.load()] as const),
)

describe('Destination pages', () => {
  test("should hold the specification's 14 countries and the 10 routes Qatar's residents move on, each at its own meta slug", () => {
    expect(destinationSlugs).toHaveLength(24)
    for (const [slug, page] of pages) expect(page.meta.slug).toBe(slug)
    expect(pages.map(([, page]) => page.country).sort()).toEqual(Object.keys(transitTimes).sort())
    expect(unique(pages.map(([, page]) => page.meta.title))).toBe(true)
    expect(unique(pages.map(([, page]) => page.meta.description))).toBe(true)
  })

  test.each(pages)('should fill every part of the %s template', (_slug, page) => {
    expect(page.transitTime).toBe(transitTimes[page.country])
    expect(JSON.stringify(page.faq.questions)).toContain(page.transitTime)
    expect(
      page.header.description.split(/\n/).filter((line) => line.trim()).length,
    ).toBeGreaterThan(1)
    expect(page.whyChoose.reasons.length).toBeGreaterThanOrEqual(4)
    expect(page.specialized.service).toHaveLength(3)
    expect(page.process.steps).toHaveLength(5)
    expect(page.challenges.reasons).toHaveLength(4)
    expect(page.faq.questions.map((question) => question.id)).toEqual([1, 2, 3, 4])
    expect(page.contact.description.length).toBeGreaterThanOrEqual(2)
    expect(page.meta.description.length).toBeGreaterThan(100)
    expect(destinationWords(page)).toBeGreaterThanOrEqual(650)
    ;[
      page.bannerImage,
      page.process.image,
      ...page.specialized.service.map((s) => s.image),
    ].forEach(expectImage)
  })

  test('should follow the five-step process the spec gives Japan', () => {
    const japan = pages.find(([slug]) => slug === 'international-relocation-japan-qatar')![1]
    expect(japan.process.steps.join(' ')).toMatch(
      /quote[\s\S]*plan[\s\S]*pack[\s\S]*ship[\s\S]*custom[\s\S]*deliver[\s\S]*unpack/i,
    )
  })
})

describe('Legal pages', () => {
  const text = (document: typeof termsAndConditions) => JSON.stringify(document)

  test('should give the terms 14 sections with every key term', () => {
    expect(termsAndConditions.sections).toHaveLength(14)
    expect(unique(termsAndConditions.sections.map((section) => section.id))).toBe(true)
    const terms = text(termsAndConditions)
    expect(terms).toMatch(/48 hours/)
    expect(terms).toMatch(/24 hours/)
    expect(terms).toMatch(/7 days of delivery/)
    expect(terms).toMatch(/cash, jewel\w+ and precious metals/i)
    expect(terms).toMatch(/limited to the amount paid/i)
    expect(terms).toMatch(/bank transfer/i)
    expect(terms).toMatch(/credit card/i)
    expect(terms).toMatch(/laws of (the State of )?Qatar/i)
  })

  test('should give the privacy policy 10 sections, its date and the age limit', () => {
    expect(privacyPolicy.sections).toHaveLength(10)
    expect(unique(privacyPolicy.sections.map((section) => section.id))).toBe(true)
    expect(privacyPolicy.effectiveDate).toBe('01/06/2025')
    expect(text(privacyPolicy)).toMatch(/under (the age of )?18/i)
  })
})
