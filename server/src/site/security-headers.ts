import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/** Google reCAPTCHA v3's hosts: its script, and the frames it opens. */
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
]
const RECAPTCHA_FRAMES = ['https://www.google.com/', 'https://recaptcha.google.com/']

/**
 * Our origin only, plus reCAPTCHA. No 'unsafe-eval' and no inline scripts beyond the hashed ones.
 * Style *attributes* are allowed: the prerendered HTML carries carousel and animation start
 * styles (`style="width:…"`), and the reCAPTCHA badge sets its own; <style> elements stay blocked.
 */
function contentSecurityPolicy(inlineScriptHashes: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes, ...RECAPTCHA_SCRIPTS],
    // 'self': the staff console shows the public tracking page in a frame, as the customer sees it.
    frameSrc: ["'self'", ...RECAPTCHA_FRAMES],
    styleSrc: ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  }
}

/**
 * The staff console's pages: the public policy without reCAPTCHA (the console has no captcha), and
 * framed by nobody, not even our own pages. The console itself frames the public tracking page
 * (ADR 033), whose own `frame-ancestors 'self'` lets it, since both share one origin.
 */
export function consoleSecurityHeaders(inlineScriptHashes: string[]) {
  const directives = {
    ...contentSecurityPolicy(inlineScriptHashes),
    scriptSrc: ["'self'", ...inlineScriptHashes],
    frameSrc: ["'self'"],
    frameAncestors: ["'none'"],
  }
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return {
    'content-security-policy': Object.entries(directives)
      .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
      .join('; '),
    'x-frame-options': 'DENY',
  }
}

/** Sent only over HTTPS (directly or via a trusted proxy): over plain HTTP browsers ignore it. */
const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Helmet's headers on every answer, pages, assets, API and errors alike, with the CSP allowing the
 * inline scripts of this build by hash (computed from the built pages at start-up).
 */
export async function registerSecurityHeaders(app: FastifyInstance, inlineScriptHashes: string[]) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(inlineScriptHashes),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // For browsers that predate frame-ancestors.
    frameguard: { action: 'sameorigin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    // Share cards and pictures must load where a shared link is previewed, on other sites.
    if (IMAGE.test(request.url.split('?')[0] ?? ''))
      reply.header('cross-origin-resource-policy', 'cross-origin')
  })
}

const IMAGE = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i

/**
 * The headers of an answer Fastify gives before any route or hook runs (a URL it cannot decode):
 * nothing on it may load, frame or be framed, whatever the page around it would allow.
 */
export const bareAnswerHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
}
