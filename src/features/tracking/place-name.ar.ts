import type * as en from './place-name'

const arabicRegions = new Intl.DisplayNames(['ar'], { type: 'region' })
let regionCodes: Map<string, string> | undefined

/**
 * The region code of an English country name, from the runtime's own names of every two-letter
 * code (built once, on the first route shown).
 */
function regionCode(name: string) {
  if (!regionCodes) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    regionCodes = new Map()
    for (const first of letters)
      for (const second of letters) {
        const code = first + second
        const known = english.of(code)
        if (known) regionCodes.set(known.toLowerCase(), code)
      }
  }
  return regionCodes.get(name.toLowerCase())
}

/**
 * A place as staff typed it, in English, with its country in Arabic where the country is known:
 * "Brisbane, Australia" reads «Brisbane، أستراليا». A place whose last part is no country stays as
 * typed.
 */
export const placeName: typeof en.placeName = (place) => {
  const parts = place.split(',').map((part) => part.trim())
  const country = parts.pop()
  const code = country ? regionCode(country) : undefined
  if (!code) return place
  return [...parts, arabicRegions.of(code) ?? country].join('، ')
}
