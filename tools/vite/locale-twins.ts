import { existsSync } from 'node:fs'

import type { Plugin } from 'vite'

import { localeInfo, type Locale } from '../../src/i18n/locales.ts'

/**
 * In the Arabic build an import of `x.ts` (or `x.tsx`, `x.css`) resolves to `x.ar.ts` when that
 * twin exists, so components import their words by the English name and never branch on the
 * language. Import globs resolve each file the same way.
 */
export function localeTwins(locale: Locale): Plugin {
  return {
    name: 'locale-twins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === 'en') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const [file, query] = resolved.id.split('?')
      if (!/\.(tsx?|css)$/.test(file!) || /\.ar\.(tsx?|css)$/.test(file!)) return resolved
      const twin = file!.replace(/\.(tsx?|css)$/, `.${locale}.$1`)
      if (!existsSync(twin)) return resolved
      return { ...resolved, id: query ? `${twin}?${query}` : twin }
    },
    transformIndexHtml(html) {
      if (locale === 'en') return html
      const { lang, dir } = localeInfo[locale]
      return html.replace('<html lang="en">', `<html lang="${lang}" dir="${dir}">`)
    },
  }
}
