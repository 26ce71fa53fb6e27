import rateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyError, type FastifyServerOptions } from 'fastify'

import type { Config } from './config.ts'
import type { Repository } from './db/repository.ts'
import type { PageRenderer } from './page-renderer.ts'
import { registerFormEnquiries } from './routes/enquiry-form.ts'
import { registerEnquiries } from './routes/enquiries.ts'
import { registerHealth } from './routes/health.ts'
import { registerJobs } from './routes/jobs.ts'
import { registerSite } from './routes/site.ts'
import { registerTrackPage } from './routes/track-page.ts'
import { contentSecurityPolicy, HSTS, securityHeaders } from './security-headers.ts'
import type { Site } from './static-site.ts'

export const BODY_LIMIT = 16 * 1024

export const errorMessages = {
  notJson: 'Send the enquiry as JSON (Content-Type: application/json).',
  badJson: 'The request body is not valid JSON.',
  tooLarge: `The request body is too large (at most ${BODY_LIMIT / 1024} KB).`,
  tooMany: 'Too many requests. Please wait a minute and try again.',
  server: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
}

export type AppOptions = {
  config: Pick<Config, 'trustProxy' | 'recaptcha' | 'rateLimit'>
  repo: Repository
  site: Site
  /** Called after an enquiry is committed (wakes the outbox). */
  onEnquiry?: () => void
  logger?: FastifyServerOptions['logger']
  /** Renders the pages that depend on a request (result links, enquiry corrections). */
  renderer?: PageRenderer
}

/** The whole HTTP surface: security headers, the API under /api/ and the built site. */
export async function buildApp({
  config,
  repo,
  site,
  onEnquiry = () => {},
  logger = false,
  renderer,
}: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // No line per request (static hits would drown the log); errors and enquiries log their own.
    logController: new LogController({ disableRequestLogging: true }),
    // On close: stop accepting, drop idle keep-alive sockets, let in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  })

  // JSON, plus the site's own plain forms (routes/enquiry-form.ts, which checks the origin); a
  // cross-site <form> could also send text/plain, which nothing here accepts.
  app.removeContentTypeParser('text/plain')

  const headers = securityHeaders(contentSecurityPolicy(site.inlineScriptHashes))
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers)
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
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
                : error.message
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    reply.header('cache-control', 'no-store')
    return reply.code(status).send({ error: message })
  })

  await app.register(rateLimit, {
    global: false,
    // Clients see Retry-After; the x-ratelimit-* headers would only help a scraper pace itself.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: errorMessages.tooMany,
      message: errorMessages.tooMany,
    }),
  })

  registerHealth(app, repo)
  registerJobs(app, repo, config.rateLimit.trackingPerMinute)
  registerEnquiries(app, repo, config, onEnquiry)
  registerFormEnquiries(
    app,
    { repo, site, renderer, onCreated: onEnquiry },
    config.rateLimit.enquiriesPerMinute,
  )
  registerTrackPage(app, repo, site, renderer, config.rateLimit.trackingPerMinute)
  registerSite(app, site)
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/api/')
      ? reply.code(404).send({ error: errorMessages.notFound })
      : reply.code(404).type('text/html; charset=utf-8').send(site.notFound.bodies.identity.body),
  )
  return app
}
