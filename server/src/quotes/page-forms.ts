/**
 * What every form on the customer's quote page checks first: that the browser posted it from
 * this site, by its Origin or, failing that, its Referer, as the site's public forms check them.
 * A form can be posted from any site; the page sends its Origin to its own site only
 * (Referrer-Policy: same-origin).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { QuoteContent } from '@contract/quote-content.ts'
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

/**
 * The optional lines of the version among those a form names (`options`, one comma-separated
 * list, carried from the page's ticks), in line order; unknown ids fall away.
 */
export function chosenOf(body: FormBody, content: QuoteContent) {
  const named = new Set((body.options ?? '').split(','))
  return content.lines.filter((line) => line.optional && named.has(line.id)).map((line) => line.id)
}

/** The page's address with the options ticked, as its own options form writes it. */
export const withOptions = (path: string, chosen: string[], extra = '') => {
  const query = [...chosen.map((id) => `option=${encodeURIComponent(id)}`), extra].filter(Boolean)
  return query.length ? `${path}?${query.join('&')}` : path
}
