import { siteConfig } from '@/config/env'

/**
 * A sentence left in English in an Arabic text is a defect, not a fallback. Runs of four or more
 * Latin-script words: longer than the company's name, a tracking number or a
 * unit, so it is an untranslated phrase.
 */
export function leftoverEnglish(texts: string[]): string[] {
  const withoutBrand = texts.map((text) => text.replaceAll(siteConfig.companyName, ' '))
  return withoutBrand.flatMap(
    (text) => text.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,&/]+[A-Za-z][A-Za-z'’-]*){3,}/g) ?? [],
  )
}
