import rateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify'

import { apiErrorHandler, BODY_LIMIT, errorMessages } from './api-errors.ts'
import type { Config } from './config.ts'
import { auditRoutes, timelineRoutes } from './audit/index.ts'
import { feedbackRoutes, followUpStaffRoutes, followUpStopRoutes } from './follow-ups/index.ts'
import { healthReport, registerHealth, serviceRoutes } from './health/index.ts'
import {
  clientErrorHandler,
  contractValidator,
  localiseErrorBody,
  requestLocale,
  sameSiteJsonOnly,
} from './http/index.ts'
import { createMetrics, registerMetrics, type Metrics } from './metrics/index.ts'
import {
  enquiryPipeline,
  leadRoutes,
  leadSignal,
  registerEnquiries,
  registerFormEnquiries,
  type LeadSignal,
} from './leads/index.ts'
import { deliveryMode } from './notifications/index.ts'
import { registerConsole } from './people/index.ts'
import {
  quoteAcceptRoutes,
  quoteAskRoutes,
  quotePipelineRoutes,
  quoteRoutes,
  quoteSendRoutes,
  registerQuotePage,
} from './quotes/index.ts'
import { outageReport, redisLimitStore, type SharedRedis } from './redis/index.ts'
import type { Repository } from './repository.ts'
import {
  bareAnswerHeaders,
  notFoundPage,
  registerSecurityHeaders,
  registerSite,
  type PageRenderers,
  type Site,
} from './site/index.ts'
import {
  lookupBudget,
  registerJobs,
  registerSubscriptions,
  registerTrackPage,
  secondFactor,
  shipmentRoutes,
} from './shipments/index.ts'
import {
  registerWhatsAppWebhook,
  WEBHOOK_PATH,
  whatsappMediaRoutes,
  whatsappStaffRoutes,
} from './whatsapp/index.ts'

export { errorMessages }

/** The API's routes and the methods each answers; any other method gets 405 with `Allow`. */
const apiMethods: Record<string, string[]> = {
  '/api/contacts/enquiries/': ['POST'],
  '/api/jobs/jobs/': ['GET', 'HEAD'],
  '/api/jobs/jobs/reveal/': ['POST'],
  '/api/jobs/subscriptions/': ['POST'],
  '/api/jobs/subscriptions/confirm/': ['GET'],
  '/api/jobs/subscriptions/unsubscribe/': ['GET', 'HEAD', 'POST'],
  '/api/health': ['GET', 'HEAD'],
  '/api/metrics': ['GET', 'HEAD'],
}

export type AppOptions = {
  config: Pick<
    Config,
    | 'trustProxy'
    | 'recaptcha'
    | 'rateLimit'
    | 'privacy'
    | 'allowedOrigins'
    | 'timeouts'
    | 'mail'
    | 'production'
    | 'leadWebhook'
    | 'healthToken'
    | 'backup'
    | 'bank'
    | 'whatsapp'
  >
  repo: Repository
  site: Site
  /** Called after a notification is committed to the outbox (wakes it). */
  onNotification?: () => void
  /** Tells the staff consoles that leads changed (this instance's own, unless one is given). */
  leads?: LeadSignal
  /** Redis (REDIS_URL): every rate limit is counted there, shared by every instance. */
  redis?: SharedRedis | null
  logger?: FastifyServerOptions['logger']
  /** Render the pages that depend on a request (result links, enquiry corrections), per language. */
  renderers?: PageRenderers
  /** The operator's numbers (the outbox's failures are counted into them by whoever runs it). */
  metrics?: Metrics
  /** Called after a WhatsApp webhook body is stored (wakes the worker that reads it). */
  onWhatsAppEvent?: () => void
  /** Called when staff bring a follow-up forward to now (wakes the follow-up sender). */
  onFollowUpDue?: () => void
}

/** The whole HTTP surface: security headers, the API under /api/ and the built site. */
export async function buildApp({
  config,
  repo,
  site,
  onNotification = () => {},
  leads = leadSignal(),
  redis = null,
  logger = false,
  renderers = {},
  metrics = createMetrics(),
  onWhatsAppEvent = () => {},
  onFollowUpDue = () => {},
}: AppOptions) {
  const { timeouts } = config
  const app = Fastify({
    logger,
    // A hop count trusts that many proxies nearest to us, whatever their addresses.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks request deadlines on this interval (30 s by default), so a short timeout needs it.
    http: {
      connectionsCheckingInterval: Math.max(100, Math.min(1000, timeouts.requestMs / 4)),
      headersTimeout: timeouts.requestMs,
    },
    // No line per request (static hits would drown the log); errors and enquiries log their own.
    logController: new LogController({ disableRequestLogging: true }),
    // On close: stop accepting, drop idle keep-alive sockets, let in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A URL the router cannot decode (`/%ff`) is refused before any hook runs: our words and
    // headers, never the path echoed back.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.code(400).headers(bareAnswerHeaders).send({ error: errorMessages.badUrl }),
    // A request Node cannot parse, or that arrives too slowly, never reaches a route.
    clientErrorHandler: clientErrorHandler(bareAnswerHeaders),
  })

  // JSON, plus the site's own plain forms (routes/enquiry-form.ts, which checks the origin); a
  // cross-site <form> could also send text/plain, which nothing here accepts.
  app.removeContentTypeParser('text/plain')
  // Routes declare the shared contract's schemas; they parse with its rules and its messages.
  app.setValidatorCompiler(contractValidator)

  await registerSecurityHeaders(app, site.inlineScriptHashes)
  // The contract words every refusal in English; a visitor of the Arabic site reads it in Arabic.
  app.addHook('preSerialization', async (request, _reply, payload) =>
    localiseErrorBody(payload, requestLocale(request)),
  )
  let draining = false
  app.addHook('onRequest', async (_request, reply) => {
    // While shutting down, every answer ends its keep-alive connection.
    if (draining) reply.header('connection', 'close')
  })
  app.addHook('preClose', async () => {
    draining = true
    app.server.closeIdleConnections()
  })

  app.setErrorHandler(apiErrorHandler)

  redis?.watch(app.log)
  await app.register(rateLimit, {
    global: false,
    // One count for every instance; what a route does while Redis is down is its `skipOnError`.
    ...(redis && { store: redisLimitStore(redis.client, outageReport(app.log)) }),
    // Clients see Retry-After; the x-ratelimit-* headers would only help a scraper pace itself.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: errorMessages.tooMany,
      message: errorMessages.tooMany,
    }),
  })

  // One answer for the health check and the console: is the CRM getting its leads?
  const webhookDeliveries = async () => ({
    configured: config.leadWebhook !== null,
    ...(await repo.leadWebhookDeliveries()),
  })
  const health = healthReport(repo, {
    deadlineMs: timeouts.healthMs,
    delivery: deliveryMode(config),
    webhook: webhookDeliveries,
    redis: async () =>
      redis ? { configured: true, reachable: await redis.probe() } : { configured: false },
  })
  registerHealth(app, health, config.healthToken)
  registerMetrics(app, metrics, repo, {
    token: config.healthToken,
    backupDir: config.backup?.dir,
    deadlineMs: timeouts.healthMs,
  })
  const onLead = () => {
    onNotification()
    leads.publish()
  }
  const pipeline = enquiryPipeline(repo, config, onLead)
  const check = secondFactor(repo, config.privacy)
  const guard = sameSiteJsonOnly(pipeline.originAllowed)
  // One budget per client for every way of looking a shipment up (issue 48, W4).
  const budget = lookupBudget(app, config.rateLimit.trackingPerMinute)
  registerJobs(app, { repo, secondFactor: check, guard, budget }, config)
  registerSubscriptions(app, { repo, secondFactor: check, guard, onNotification, budget }, config)
  registerEnquiries(app, pipeline, config)
  registerFormEnquiries(
    app,
    {
      repo,
      site,
      renderers,
      onCreated: onLead,
      originAllowed: pipeline.originAllowed,
      unverified: { perHour: config.rateLimit.plainFormsPerHour, digest: config.production },
      leadWebhook: config.leadWebhook !== null,
    },
    config.rateLimit.enquiriesPerMinute,
  )
  registerTrackPage(app, repo, site, renderers, budget)
  const quotePage = registerQuotePage(app, repo, site, config.bank)
  quoteAcceptRoutes(app, repo, quotePage, {
    originAllowed: pipeline.originAllowed,
    onNotification,
    onLeadChange: () => leads.publish(),
  })
  quoteAskRoutes(app, repo, quotePage, { originAllowed: pipeline.originAllowed, onNotification })
  // Follow-ups' customer pages: a low rating and a stop change what the consoles show.
  feedbackRoutes(app, repo, site, {
    originAllowed: pipeline.originAllowed,
    onAlert: () => leads.publish(),
  })
  followUpStopRoutes(app, repo, site, {
    originAllowed: pipeline.originAllowed,
    onStop: () => leads.publish(),
  })
  // Meta's webhook exists only with a WhatsApp account; without one its address is a 404.
  if (config.whatsapp)
    await registerWhatsAppWebhook(app, {
      settings: config.whatsapp,
      repo,
      onEvent: onWhatsAppEvent,
    })
  // The console: one scope and its guards (people/), each domain's staff routes in it.
  await registerConsole(
    app,
    {
      repo,
      party: { name: 'Staff console', origin: config.mail.siteUrl },
      signInPerMinute: config.rateLimit.staffSignInPerMinute,
      onNotification,
      mails: deliveryMode(config) !== 'held',
    },
    (scope, guards) => {
      const unread = whatsappStaffRoutes(scope, repo, guards, config.whatsapp !== null, onLead)
      leadRoutes(scope, repo, guards, metrics.countStreams(leads), unread)
      shipmentRoutes(scope, repo, guards, onNotification)
      quoteRoutes(scope, repo, guards)
      quoteSendRoutes(scope, repo, guards, {
        siteUrl: config.mail.siteUrl,
        onNotification,
        onLeadChange: () => leads.publish(),
      })
      quotePipelineRoutes(scope, repo, guards, config.bank, onNotification)
      auditRoutes(scope, repo, guards)
      timelineRoutes(scope, repo, guards)
      followUpStaffRoutes(scope, repo, guards, {
        onChange: () => {
          onFollowUpDue()
          leads.publish()
        },
      })
      if (config.whatsapp) whatsappMediaRoutes(scope, repo, guards, config.whatsapp)
      serviceRoutes(scope, guards, {
        deliveries: async () => ({
          webhook: await webhookDeliveries(),
          whatsapp: await repo.whatsappDeliveries(config.whatsapp !== null),
        }),
        health: () => health(app.log),
      })
    },
  )
  const methods = {
    ...apiMethods,
    ...(config.whatsapp && { [WEBHOOK_PATH]: ['GET', 'HEAD', 'POST'] }),
  }
  for (const [url, allowed] of Object.entries(methods)) {
    const others = app.supportedMethods.filter((method) => !allowed.includes(method))
    app.route({
      method: others,
      url,
      handler: (_request, reply) =>
        reply
          .code(405)
          .header('allow', allowed.join(', '))
          .header('cache-control', 'no-store')
          .send({ error: errorMessages.methodNotAllowed }),
    })
  }
  registerSite(app, site)
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/api/')
      ? reply.code(404).send({ error: errorMessages.notFound })
      : reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(notFoundPage(site, request.url.split('?')[0]!).bodies.identity.body),
  )
  return app
}
