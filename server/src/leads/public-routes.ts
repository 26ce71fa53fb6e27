/**
 * Public route, for visitors (no session): the JSON enquiry endpoint. Guards: the site's origin,
 * the Idempotency-Key, reCAPTCHA and the per-minute rate limit, in the pipeline.
 */
import type { FastifyInstance } from 'fastify'

import type { EnquiryCreated } from '@contract/enquiry.ts'
import type { EnquiryBody } from '@contract/enquiry-body.ts'
import type { ErrorBody } from '@contract/messages.ts'
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'
import type { Config } from '../config.ts'
import { parsedPart } from '../http/index.ts'
import { enquiryBody } from './input.ts'
import type { EnquiryPipeline } from './pipeline.ts'

/**
 * The enquiry endpoint: JSON in, 201 `{id}` or an `{error}` out. The body is parsed by the
 * contract's schema; a refusal is answered by the pipeline, after the origin and Idempotency-Key
 * checks that come first.
 */
export function registerEnquiries(
  app: FastifyInstance,
  pipeline: EnquiryPipeline,
  config: Pick<Config, 'rateLimit'>,
) {
  app.post<{ Body: EnquiryBody<QuoteDetails>; Reply: EnquiryCreated | ErrorBody }>(
    '/api/contacts/enquiries/',
    {
      schema: { body: enquiryBody },
      attachValidation: true,
      // Enquiries keep coming while a shared store (Redis) cannot count them (ADR 031).
      config: {
        rateLimit: {
          max: config.rateLimit.enquiriesPerMinute,
          timeWindow: 60_000,
          skipOnError: true,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const outcome = await pipeline.submit({
        body: parsedPart(request.body, request.validationError),
        origin: request.headers.origin,
        idempotencyKey: request.headers['idempotency-key'],
        ip: request.ip,
        protocol: request.protocol,
        host: request.host,
        hostname: request.hostname,
        log: request.log,
      })
      // Google could not be asked: a retry in a minute may well pass.
      if (!outcome.ok && outcome.status === 503) reply.header('retry-after', 60)
      if (!outcome.ok)
        return reply
          .code(outcome.status)
          .send(
            outcome.fields
              ? { error: outcome.error, fields: outcome.fields }
              : { error: outcome.error },
          )
      if (outcome.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(201).send({ id: outcome.id })
    },
  )
}
