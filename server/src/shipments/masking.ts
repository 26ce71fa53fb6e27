/**
 * How a public lookup shows a customer's personal fields: enough for the customer to recognise
 * their own shipment, too little to identify or reach them.
 */

const HIDDEN = '•••'
const HIDDEN_NUMBER = '•••••••'

/** "Aisha Rahman" → "A. R.": the first letter or digit of each word. */
export function initials(name: string | null): string | null {
  if (name === null) return null
  const letters = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter) => letter !== undefined)
  return letters.length ? letters.map((letter) => `${letter.toUpperCase()}.`).join(' ') : null
}

/**
 * "+974 5500 1122" → "•••••••22": the last 2 digits behind a fixed run of dots, which does not
 * give away the number's length.
 */
export function lastTwoDigits(number: string | null): string | null {
  if (number === null) return null
  const digits = number.replace(/\D/g, '')
  if (!digits) return null
  return HIDDEN_NUMBER + (digits.length >= 4 ? digits.slice(-2) : '')
}

/** "aisha.rahman@example.com" → "a•••@example.com". */
export function firstLetterAndDomain(email: string | null): string | null {
  if (email === null) return null
  const address = email.trim()
  const first = Array.from(address)[0]
  if (first === undefined) return null
  const at = address.lastIndexOf('@')
  return at > 0 ? `${first}${HIDDEN}@${address.slice(at + 1)}` : `${first}${HIDDEN}`
}

// A state or region code after the city: "Southport QLD", "Albany NY".
const REGION_CODE = /^\p{Lu}{2,3}$/u
// One collator for every call: making one per comparison would cost more than the whole lookup.
const collator = new Intl.Collator('en', { sensitivity: 'base' })
const same = (a: string, b: string) => collator.compare(a, b) === 0

/**
 * The city of an address, or null when it cannot be told apart from the street. Addresses are
 * written street first: the city is the last comma-separated part after the first (a last part
 * naming the country is skipped), less any word holding a digit (postcodes, house numbers) and a
 * trailing region code. An address of one part is taken to be all street, and never shown.
 */
function cityOf(address: string, country: string | null): string | null {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
  if (country && parts.length && same(parts.at(-1) as string, country)) parts.pop()
  if (parts.length < 2) return null
  const words = (parts.at(-1) as string).split(/\s+/).filter((word) => !/\d/.test(word))
  while (words.length > 1 && REGION_CODE.test(words.at(-1) as string)) words.pop()
  return words.length ? words.join(' ') : null
}

/** "12 Marine Parade, Southport QLD 4215" in Australia → "Southport, Australia". */
export function cityAndCountry(address: string | null, country: string | null): string | null {
  const nation = country?.trim() || null
  const city = address === null ? null : cityOf(address, nation)
  const shown = city && nation && same(city, nation) ? [nation] : [city, nation]
  const parts = shown.filter((part) => part !== null)
  return parts.length ? parts.join(', ') : null
}
