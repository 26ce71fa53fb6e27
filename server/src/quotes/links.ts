/**
 * A quote's private links (issue 53): 32 random bytes (256 bits, twice the floor), in
 * base64url, of which the database keeps only the SHA-256 in hex, so a copy of the database opens
 * no quote. Every link of a quote opens its latest version; the page looks the hash up.
 */
import { createHash, randomBytes } from 'node:crypto'

import type { EnquiryLocale } from '@contract/enquiry.ts'

/** What the database keeps of a link's token. */
export const quoteTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new link's token, for the customer, and its hash, for the database. */
export function newQuoteLink() {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: quoteTokenHash(token) }
}

/** The customer's page of a quote, in the quote's language. */
export const quoteLinkUrl = (siteUrl: string, token: string, language: EnquiryLocale) =>
  `${siteUrl}${language === 'ar' ? '/ar' : ''}/quote/${token}`

/** Qatari numbers have eight digits: one that has no more was given without its country code. */
const QATAR_NATIONAL = /^\d{8}$/

/**
 * A phone number as wa.me wants it: digits only, with the country code. The site stores numbers
 * with their code (shared/contract/phone.ts); a Qatari number typed without it, or one written
 * with the 00 prefix, is made whole rather than sent to a chat with nobody.
 */
function whatsappDigits(phone: string) {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '')
  return QATAR_NATIONAL.test(digits) ? `974${digits}` : digits
}

/** A WhatsApp chat with `phone` that opens with `text` typed in. */
export const whatsappUrl = (phone: string, text: string) =>
  `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(text)}`
