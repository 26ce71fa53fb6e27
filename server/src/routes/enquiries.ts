import type { FastifyInstance } from 'fastify'

import type { Config } from '../config.ts'
import type { EnquiryPipeline } from '../enquiry-pipeline.ts'

/** SPEC 7.1: JSON in, 201 `{id}` or an `{error}` out; the checks live in the shared pipeline. */
export function registerEnquiries(
  app: FastifyInstance,
  pipeline: EnquiryPipeline,
  config: Pick<Config, 'rateLimit'>,
) {
  app.post(
    '/api/contacts/enquiries/',
    { config: { rateLimit: { max: config.rateLimit.enquiriesPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const outcome = await pipeline.submit({
        body: request.body,
        origin: request.headers.origin,
        idempotencyKey: request.headers['idempotency-key'],
        ip: request.ip,
        protocol: request.protocol,
        host: request.host,
        hostname: request.hostname,
        log: request.log,
      })
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
