/**
 * Places staff type in English, named in Arabic for Arabic readers: the tracking page (through
 * `place-name.ar.ts`) and the Arabic e-mails (on the server) both read them through here.
 * Countries come from the runtime's own Arabic names (`Intl.DisplayNames`); the cities and ports
 * customers of a Qatari mover pass through most come from the table below.
 */

/** Known places, by their English name in lower case. */
const KNOWN_PLACES: Readonly<Record<string, string>> = {
  doha: 'الدوحة',
  'hamad port': 'ميناء حمد',
  'hamad international airport': 'مطار حمد الدولي',
  lusail: 'لوسيل',
  'al wakrah': 'الوكرة',
  dubai: 'دبي',
  'jebel ali': 'جبل علي',
  'abu dhabi': 'أبوظبي',
  sharjah: 'الشارقة',
  riyadh: 'الرياض',
  jeddah: 'جدة',
  dammam: 'الدمام',
  'kuwait city': 'مدينة الكويت',
  manama: 'المنامة',
  muscat: 'مسقط',
}

const arabicRegions = new Intl.DisplayNames(['ar'], { type: 'region' })
let regionCodes: Map<string, string> | undefined

/**
 * The region code of an English country name, from the runtime's own names of every two-letter
 * code (built once, on the first place shown).
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

/** An English country name in Arabic («أستراليا»), or undefined for a name that is no country. */
export function arabicCountry(name: string): string | undefined {
  const code = regionCode(name.trim())
  return code ? arabicRegions.of(code) : undefined
}

// Longest first, so "Hamad International Airport" is never read as something shorter.
const KNOWN_PATTERN = new RegExp(
  `\\b(${Object.keys(KNOWN_PLACES)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'gi',
)

/** A comma, then a capitalised name: a country after a place, as in "Doha, Qatar". */
const COUNTRY_AFTER_COMMA = /,\s*(\p{Lu}\p{L}*(?:[ -]\p{Lu}\p{L}*)*)/gu

/**
 * Free text with each known place and each country after a comma in Arabic, the rest as typed:
 * "Departed Hamad Port" reads "Departed ميناء حمد", "Arrived in Doha, Qatar" reads «Arrived in
 * الدوحة، قطر».
 */
export function arabicPlacesIn(text: string): string {
  return text
    .replace(KNOWN_PATTERN, (name) => KNOWN_PLACES[name.toLowerCase()] ?? name)
    .replace(COUNTRY_AFTER_COMMA, (found, name: string) => {
      const country = arabicCountry(name)
      return country ? `، ${country}` : found
    })
}

/**
 * A place field as staff typed it ("Brisbane, Australia", "Doha, Qatar", "Hamad Port"), each
 * comma-separated part that is a known place or a country in Arabic («Brisbane، أستراليا»,
 * «الدوحة، قطر», «ميناء حمد»). A place with no part it knows stays exactly as typed.
 */
export function arabicPlace(place: string): string {
  const parts = place.split(',').map((part) => part.trim())
  const named = parts.map(
    (part) => KNOWN_PLACES[part.toLowerCase()] ?? arabicCountry(part) ?? arabicPlacesIn(part),
  )
  return named.some((part, index) => part !== parts[index]) ? named.join('، ') : place
}
