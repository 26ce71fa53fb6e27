/**
 * Phone numbers as the console shows them (issue 52): grouped for reading, `+974 5512 3987`, the
 * way people say them on a call. Links (`tel:`, `wa.me`) keep the bare digits: only what is read
 * is formatted. Every screen of the console that shows a number takes it from here.
 */

/**
 * The calling codes of the countries our customers mostly come from, and how each groups its
 * national number. A number whose length does not fit its country's groups is shown with its code
 * set apart only, and a code not listed as `+` and the digits: a wrong grouping would misread.
 */
const groupings: Record<string, number[]> = {
  '974': [4, 4], // Qatar
  '966': [2, 3, 4], // Saudi Arabia
  '971': [2, 3, 4], // United Arab Emirates
  '965': [4, 4], // Kuwait
  '973': [4, 4], // Bahrain
  '968': [4, 4], // Oman
  '962': [1, 4, 4], // Jordan
  '961': [2, 3, 3], // Lebanon
  '20': [2, 4, 4], // Egypt
  '91': [5, 5], // India
  '92': [3, 7], // Pakistan
  '880': [4, 6], // Bangladesh
  '94': [2, 3, 4], // Sri Lanka
  '977': [3, 3, 4], // Nepal
  '63': [3, 3, 4], // Philippines
  '44': [4, 6], // United Kingdom
  '1': [3, 3, 4], // North America
}

/** The number's digits alone: what `tel:` and `wa.me` links carry. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '')

/** `97455123987` (or `+974 55123987`, as typed) → `+974 5512 3987`. */
export function readablePhone(phone: string): string {
  const digits = phoneDigits(phone)
  // Longest code first: 974 before 97, 880 before 88.
  const code = [3, 2, 1].map((length) => digits.slice(0, length)).find((c) => c in groupings)
  if (!code) return `+${digits}`
  const national = digits.slice(code.length)
  const groups = groupings[code]!
  if (groups.reduce((sum, size) => sum + size, 0) !== national.length) return `+${code} ${national}`
  let at = 0
  const parts = groups.map((size) => national.slice(at, (at += size)))
  return `+${code} ${parts.join(' ')}`
}
