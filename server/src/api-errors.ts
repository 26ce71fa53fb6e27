/**
 * The API's one answer to an error: our words for every refusal Fastify or a route raises, 503 with
 * Retry-After while Redis cannot count a limit that must hold, and 500 logged but never explained.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

import { serverMessages } from '@contract/server-messages.ts'

import { LimitsUnavailable } from './redis/index.ts'

export const BODY_LIMIT = 16 * 1024

export const errorMessages = {
  notJson: serverMessages.notJson,
  badJson: serverMessages.badJson,
  unreadable: serverMessages.unreadable,
  badUrl: serverMessages.badUrl,
  tooLarge: serverMessages.tooLarge(BODY_LIMIT / 1024),
  tooMany: serverMessages.tooMany,
  server: serverMessages.server,
  notFound: serverMessages.notFound,
  methodNotAllowed: serverMessages.methodNotAllowed,
}

export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Redis could not count a limit that must hold: said once a minute by the outage report.
  if (error instanceof LimitsUnavailable)
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', 60)
      .send({ error: error.message })
  const status = error.statusCode ?? 500
  const message =
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
      ? errorMessages.notJson
      : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? errorMessages.tooLarge
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
            error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
            error instanceof SyntaxError
          ? errorMessages.badJson
          : status === 429
            ? errorMessages.tooMany
            : status >= 500
              ? errorMessages.server
              : // Fastify's own words (a Content-Length the body did not match, …) are not ours;
                // the contract's field messages (FST_ERR_VALIDATION) are.
                error.code?.startsWith('FST_ERR_') && error.code !== 'FST_ERR_VALIDATION'
                ? errorMessages.unreadable
                : error.message
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  reply.header('cache-control', 'no-store')
  return reply.code(status).send({ error: message })
}
