/**
 * What every form on the customer's quote page checks first: that the browser posted it from
 * this site, by its Origin or, failing that, its Referer, as the site's public forms check them.
 * A form can be posted from any site; the page sends its Origin to its own site only
 * (Referrer-Policy: same-origin).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { toArabic, type OriginCheck } from '../http/index.ts'

/** The HTML form fields as the urlencoded parser leaves them. */
export type FormBody = Record<string, string | undefined>

function originOf(url: string | undefined) {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/** Answers 403 and true when the POST came from another site or named none. */
export function refusedForeign(
  request: FastifyRequest,
  reply: FastifyReply,
  language: EnquiryLocale,
  originAllowed: OriginCheck,
) {
  const from = originOf(request.headers.origin ?? request.headers.referer)
  if (from && originAllowed({ origin: from, protocol: request.protocol, host: request.host }))
    return false
  const message = serverMessages.foreignOrigin
  reply
    .code(403)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(language === 'ar' ? toArabic(message) : message)
  return true
}
