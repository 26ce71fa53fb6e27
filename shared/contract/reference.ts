/**
 * An enquiry's or planned quote's readable reference, `PCM-26-000123`: the company's initials,
 * the two-digit year it arrived in (Doha), and its number. Made from the stored row's id and
 * creation date, so no column holds it; the server, the console, the thank-you page and the
 * acknowledgement e-mail all make it here.
 */

/** Doha keeps UTC+3 all year: a lead sent at 22:00 UTC on 31 December counts in the new year. */
const DOHA_MS = 3 * 3_600_000

/** The company's initials, from its Latin name ("Pearl Coast Movers" → "PCM"). */
export const referencePrefix = (companyName: string) =>
  companyName
    .split(/\s+/)
    .map((word) => /[a-z]/i.exec(word)?.[0] ?? '')
    .join('')
    .toUpperCase() || 'REF'

/** The reference of the lead stored as `id` at `createdAt` (ms or an ISO timestamp). */
export function leadReference(id: number, createdAt: number | string, prefix: string) {
  const at = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt)
  const year = String(new Date(at + DOHA_MS).getUTCFullYear() % 100).padStart(2, '0')
  return `${prefix}-${year}-${String(id).padStart(6, '0')}`
}
