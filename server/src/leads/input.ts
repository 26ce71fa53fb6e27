import { createHash } from 'node:crypto'

import { enquiryBodySchema, type EnquiryBody } from '@contract/enquiry-body.ts'
import { parseQuoteDetails, type QuoteDetails } from '../../../src/lib/quote-details.ts'

/** The enquiry body with the quote planner's `details` parsed by the module the planner uses. */
export const enquiryBody = enquiryBodySchema(parseQuoteDetails)

/** What is kept of a checked enquiry: the body without the honeypot. */
export type EnquiryInput = Omit<EnquiryBody<QuoteDetails>, 'companyWebsite'>

/**
 * Identifies "the same enquiry" for Idempotency-Key replays. The captcha token is left out: the
 * client fetches a fresh one for every attempt, including a retry of the same enquiry.
 */
export function enquiryFingerprint(input: EnquiryInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...input, recaptchaToken: null }))
    .digest('hex')
}
