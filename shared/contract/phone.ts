/** Qatar's calling code: where phone fields start, and all a page shows before the list loads. */
export const DEFAULT_DIAL_CODE = { code: '974', country: 'Qatar' } as const

/** Italy dials its leading 0 from abroad too; everywhere else it is a trunk prefix for home use. */
const KEEPS_LEADING_ZERO = '39'

/**
 * The digit string an enquiry sends for a phone number: the country code, then the number without
 * the 0 people dial only at home (07700 900123 in the UK is 44 7700 900123). A number typed with
 * its own international prefix (+ or 00) already names its country and is kept as typed, and so
 * is a Qatari number typed with its code (Qatari numbers have eight digits, so eleven starting
 * 974 carry it already). An empty number stays empty, so the "enter your phone number" check runs.
 */
export function internationalNumber(dialCode: string, number: string): string {
  const typed = number.trim()
  if (typed === '') return ''
  if (typed.startsWith('+')) return typed.slice(1)
  if (typed.startsWith('00')) return typed.slice(2)
  if (dialCode === DEFAULT_DIAL_CODE.code && /^974\d{8}$/.test(typed)) return typed
  return dialCode + (dialCode === KEEPS_LEADING_ZERO ? typed : typed.replace(/^0/, ''))
}
