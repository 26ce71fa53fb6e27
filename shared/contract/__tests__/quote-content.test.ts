// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { canonicalJson, contentSha256, quoteContent, sealedContent } from '../quote-content'
import { catalogueLine, insuranceLine, TERMS_VERSION, type QuoteTerms } from '../quotes'

const terms: QuoteTerms = {
  lines: [
    catalogueLine('l1', 'packing', 24),
    { ...catalogueLine('l2', 'handyman', 3), optional: true },
    insuranceLine('l3', 5_000_000),
    { ...catalogueLine('l4', 'discount', 1), unitPrice: 20_000 },
  ],
  validUntil: '2026-12-12',
  depositPercent: 30,
  notes: 'Piano crated on the day.',
  language: 'ar',
}
const quote = {
  ...terms,
  reference: 'PCM-26-000123-Q1',
  termsVersion: TERMS_VERSION,
  subject: {
    customer: { name: 'Fatima Al-Sayed', email: 'fatima@example.com', phone: '97455001234' },
    service: 'internationalMove',
    move: { moveType: 'international', volume: 8.3, specialItems: ['piano'] },
  },
}
const content = quoteContent(quote, 1, ['l3'])

/** Every leaf of a JSON value with its path. */
function leaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
  return [path]
}

/** A deep copy with the leaf at `path` changed by the least that changes it. */
function changedAt(value: unknown, path: Array<string | number>): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  const leaf = parent[last]
  parent[last] =
    typeof leaf === 'number' ? leaf + 1 : typeof leaf === 'boolean' ? !leaf : `${String(leaf)}.`
  return copy
}

/** The same value with every object's keys in reverse order. */
const reversed = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reversed)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([key, item]) => [key, reversed(item)]),
        )
      : value

describe('a quote version’s content and its SHA-256', () => {
  it('holds the lines, the options chosen, the totals worked out, the terms version and the language', () => {
    expect(content).toMatchObject({
      version: 1,
      language: 'ar',
      termsVersion: '2025-06-01',
      chosen: ['l3'],
      totals: { charges: 144_000, insurance: 100_000, discount: 20_000, total: 224_000 },
    })
    expect(content.lines).toHaveLength(4)
  })

  it('gives the same text and hash for the same content, whatever order its keys were built in', async () => {
    const again = quoteContent(structuredClone(quote), 1, ['l3'])
    expect(canonicalJson(reversed(content))).toBe(canonicalJson(content))
    expect(await sealedContent(again)).toEqual(await sealedContent(content))
    const { sha256, text } = await sealedContent(content)
    expect(sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.parse(text)).toEqual(content)
  })

  it('changes the hash when any one field changes, however little', async () => {
    const original = await contentSha256(canonicalJson(content))
    const paths = leaves(content)
    expect(paths.length).toBeGreaterThan(50)
    for (const path of paths) {
      const hash = await contentSha256(canonicalJson(changedAt(content, path)))
      expect(hash, path.join('.')).not.toBe(original)
    }
  })

  it('changes the hash when the lines change order, or an option is chosen', async () => {
    const { sha256 } = await sealedContent(content)
    const swapped = {
      ...content,
      lines: [content.lines[1], content.lines[0], ...content.lines.slice(2)],
    }
    expect(await contentSha256(canonicalJson(swapped))).not.toBe(sha256)
    expect((await sealedContent(quoteContent(quote, 1, ['l3', 'l2']))).sha256).not.toBe(sha256)
  })

  it('writes the planner’s volume in its one shortest form, and refuses what JSON cannot hold', () => {
    expect(canonicalJson({ volume: 8.3, total: 1_000_000 })).toBe('{"total":1000000,"volume":8.3}')
    expect(() => canonicalJson({ total: Number.NaN })).toThrow(TypeError)
    expect(() => canonicalJson({ total: Infinity })).toThrow(TypeError)
    expect(() => canonicalJson({ when: () => 1 })).toThrow(TypeError)
  })

  it('hashes as SHA-256 does', async () => {
    expect(await contentSha256('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })
})
