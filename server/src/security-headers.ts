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
export function contentSecurityPolicy(inlineScriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes, ...RECAPTCHA_SCRIPTS].join(' ')}`,
    `frame-src ${RECAPTCHA_FRAMES.join(' ')}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
  }
}

/** Sent only over HTTPS (directly or via a trusted proxy): over plain HTTP browsers ignore it. */
export const HSTS = 'max-age=31536000; includeSubDomains'
