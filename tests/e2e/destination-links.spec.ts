import { readFileSync } from 'node:fs'

import { expect, test } from './fixtures'
import { destinationSlugs } from './routes'

/** The related pages a destination's file names, read as text (its module needs the app's aliases). */
const relatedSlugs = (slug: string) => {
  const file = readFileSync(
    new URL(`../../src/content/destinations/${slug}.ts`, import.meta.url),
    'utf8',
  )
  return [.../related: \[([^\]]*)\]/.exec(file)![1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!)
}

const hrefs = (html: string) => new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]))

test('Every page links every destination guide from its footer, in the served HTML', async ({
  request,
}) => {
  for (const path of ['/', '/about-us', '/blog/why-moving-insurance-matters']) {
    const links = hrefs(await (await request.get(path)).text())
    for (const slug of destinationSlugs) expect(links, `${path} → /${slug}`).toContain(`/${slug}`)
  }
})

test('The home and international relocation pages show the Where we move block', async ({
  request,
}) => {
  for (const path of ['/', '/services/international-relocation-companies-qatar']) {
    const html = await (await request.get(path)).text()
    expect(html).toContain('id="where-we-move"')
    expect(html).toContain('Qatar to Japan')
  }
})

test('Each destination page links two or three related guides', async ({ request }) => {
  for (const slug of destinationSlugs) {
    const html = await (await request.get(`/${slug}`)).text()
    const start = html.indexOf('id="related-destinations"')
    expect(start, slug).toBeGreaterThan(0)
    // Up to the section's end: the footer below links every guide anyway.
    const section = html.slice(start, html.indexOf('</section>', start))
    for (const related of relatedSlugs(slug))
      expect(section, `${slug} → ${related}`).toContain(`href="/${related}"`)
  }
})
