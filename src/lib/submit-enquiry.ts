import { siteConfig } from '@/config/env'
import type { QuoteDetails } from '@/lib/quote-details'
import type { EnquiryValues } from '@contract/enquiry'

const ENQUIRIES_ENDPOINT = 'contacts/enquiries/'

/**
 * Where the enquiry forms post without JavaScript: the same endpoint, which also takes a plain
 * form and answers with the thank-you page (or the form again, with its messages).
 */
export const enquiryFormAction = `${siteConfig.apiBaseUrl}${ENQUIRIES_ENDPOINT}`

/** What an enquiry sends. */
export type EnquiryPayload = EnquiryValues & {
  refererUrl: string
  submittedUrl: string
  /** Absent only when the site has no reCAPTCHA site key configured. */
  recaptchaToken?: string
  /** Sent only by the home hero booking form. */
  trackingNumber?: string
  /** Sent only by the quote planner. */
  details?: QuoteDetails
  /** "Send me updates on WhatsApp" was ticked. */
  whatsappUpdates?: boolean
}

/**
 * The Idempotency-Key lets the server recognise a retry of the same enquiry (a double
 * tap, a timeout that actually succeeded) instead of storing it twice.
 */
export async function submitEnquiry(
  payload: EnquiryPayload,
  idempotencyKey: string,
): Promise<unknown> {
  // axios and the visit's shaping are needed only once a visitor sends something; importing them
  // here keeps them off every page's first load.
  const { sendEnquiry } = await import('@/lib/send-enquiry')
  return sendEnquiry(ENQUIRIES_ENDPOINT, payload, idempotencyKey)
}
