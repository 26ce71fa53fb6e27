import { siteConfig } from '@/config/env'

/** What the site's settings put into texts: the company's name and address, not copy. */
const settingsValues = [
  siteConfig.companyName,
  siteConfig.email,
  ...Object.values(siteConfig.address),
].filter(Boolean)

/**
 * A sentence left in English in an Arabic text is a defect, not a fallback. Runs of four or more
 * Latin-script words: longer than the company's name, a tracking number or a
 * unit, so it is an untranslated phrase. The settings' own values (a Latin street address) are not
 * copy and are left out.
 */
export function leftoverEnglish(texts: string[]): string[] {
  // A run isolated left to right (U+2066 … U+2069) is a code or column name on purpose.
  const withoutBrand = texts.map((text) =>
    settingsValues.reduce(
      (rest, value) => rest.replaceAll(value, ' '),
      text.replace(/⁦[^⁩]*⁩/g, ' '),
    ),
  )
  return withoutBrand.flatMap(
    (text) => text.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,&/]+[A-Za-z][A-Za-z'’-]*){3,}/g) ?? [],
  )
}
