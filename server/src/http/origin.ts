import type { onRequestHookHandler } from 'fastify'

import { serverMessages } from '@contract/server-messages.ts'

/** What an origin check looks at of a request. */
type Sent = { origin: string | undefined; protocol: string; host: string }
export type OriginCheck = (request: Sent) => boolean

/**
 * Other sites' scripts and forms are refused; our own origins come from configuration, else
 * (outside production only, where the list may be empty) the origin the request was sent to. A
 * request that names no origin is not a browser's cross-site one.
 */
export function originChecker(allowedOrigins: string[]): OriginCheck {
  return ({ origin, protocol, host }) =>
    origin === undefined ||
    (allowedOrigins.length ? allowedOrigins : [`${protocol}://${host}`]).includes(origin)
}

/**
 * For the endpoints that spend a customer's second-factor attempts: JSON only (a cross-site form
 * can post urlencoded bodies without asking) and, when the browser names an origin, ours; so a
 * third-party page cannot spend visitors' attempts or lock a number.
 */
export function sameSiteJsonOnly(originAllowed: OriginCheck) {
  const guard: onRequestHookHandler = async (request, reply) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
    const refusal =
      type !== 'application/json'
        ? { status: 415, error: serverMessages.jsonOnly }
        : !originAllowed({
              origin: request.headers.origin,
              protocol: request.protocol,
              host: request.host,
            })
          ? { status: 403, error: serverMessages.foreignOrigin }
          : null
    if (refusal)
      await reply
        .code(refusal.status)
        .header('cache-control', 'no-store')
        .send({ error: refusal.error })
  }
  return guard
}
