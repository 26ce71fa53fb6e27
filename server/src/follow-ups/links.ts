/**
 * The private links a follow-up carries (issue 55): the stop page's, on every customer follow-up,
 * and the feedback page's, on "How did we do?". Each is 32 random bytes in base64url drawn when
 * the message is made (ADR 040); the database keeps only its SHA-256 in hex, which the pages look
 * up, so neither an outbox row nor a copy of the database holds a working link.
 */
import { createHash, randomBytes } from 'node:crypto'

import type { EnquiryLocale } from '@contract/enquiry.ts'

/** What the database keeps of a link's token, and what a page looks it up by. */
export const followUpTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

const newToken = () => {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: followUpTokenHash(token) }
}

/** A stop page's token, for the customer, and its hash, for `follow_up_links`. */
export const newFollowUpLink = newToken

/** A feedback page's token, for the customer, and its hash, for `review_links`. */
export const newReviewLink = newToken

const inLanguage = (siteUrl: string, locale: EnquiryLocale) =>
  `${siteUrl}${locale === 'ar' ? '/ar' : ''}`

/** The page where a customer stops this move's follow-ups, or everything from the company. */
export const followUpStopUrl = (siteUrl: string, token: string, locale: EnquiryLocale) =>
  `${inLanguage(siteUrl, locale)}/follow-ups/stop/${token}`

/** "How did we do?": the stars and the comment. */
export const feedbackUrl = (siteUrl: string, token: string, locale: EnquiryLocale) =>
  `${inLanguage(siteUrl, locale)}/feedback/${token}`
