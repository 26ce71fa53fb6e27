import { siteConfig } from '@/config/env'

/**
 * Checks an Arabic entry against its English original: the same facts need roughly as many
 * words, and a sentence left in English is a defect, not a fallback.
 */

/** Keys whose values are identifiers, paths or dates, not prose. */
const NOT_PROSE = new Set(['src', 'slug', 'id', 'date', 'time', 'effectiveDate', 'width', 'height'])

/** Every piece of prose in an entry, however deeply it is nested. */
export function proseOf(value: unknown, key = ''): string[] {
  if (NOT_PROSE.has(key)) return []
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((item) => proseOf(item))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => proseOf(item, name))
  return []
}

/** Words in any script: runs of letters or digits. */
export const wordCount = (texts: string[]) =>
  texts.join(' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0

/**
 * Runs of four or more Latin-script words: longer than the company's name, a tracking number or a
 * unit, so it is an untranslated phrase.
 */
export function leftoverEnglish(texts: string[]): string[] {
  const withoutBrand = texts.map((text) => text.replaceAll(siteConfig.companyName, ' '))
  return withoutBrand.flatMap(
    (text) => text.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,&/]+[A-Za-z][A-Za-z'’-]*){3,}/g) ?? [],
  )
}
