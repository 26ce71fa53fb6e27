import { RECAPTCHA_ACTION } from '../../shared/contract/recaptcha.ts'
import { validationMessages } from '../../shared/contract/messages.ts'

import type { Config } from './config.ts'

export type CaptchaVerdict =
  { ok: true; score: number | null; reviewReason: string | null } | { ok: false; error: string }

type SiteverifyAnswer = {
  success?: boolean
  score?: number
  action?: string
  hostname?: string
  'error-codes'?: string[]
}

/** A missing, spent or forged token gets the message the form itself shows. */
export const captchaFailedMessage = validationMessages.recaptchaToken

/** How an enquiry is flagged when this server has no secret to check tokens with. */
export const notBotCheckedReason = 'not bot-checked: the server has no RECAPTCHA_SECRET'

/**
 * The bot check for one enquiry. With a secret, a token is required and verified; without one
 * (development only, the config refuses production), the enquiry is kept and flagged for review.
 */
export async function checkCaptcha(
  settings: Config['recaptcha'],
  token: string | null,
  remoteIp: string,
  requestHost: string,
): Promise<CaptchaVerdict> {
  const { secret } = settings
  if (!secret) return { ok: true, score: null, reviewReason: notBotCheckedReason }
  if (!token) return { ok: false, error: captchaFailedMessage }
  return verifyRecaptcha({ ...settings, secret }, token, remoteIp, requestHost)
}

/**
 * Checks a reCAPTCHA v3 token with Google's siteverify. A low score, or Google being unreachable,
 * keeps the enquiry but flags it for review: a real customer is never turned away by a guess.
 */
async function verifyRecaptcha(
  settings: Config['recaptcha'] & { secret: string },
  token: string,
  remoteIp: string,
  requestHost: string,
): Promise<CaptchaVerdict> {
  let answer: SiteverifyAnswer
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
    if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`)
    answer = (await response.json()) as SiteverifyAnswer
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: true, score: null, reviewReason: `reCAPTCHA not verified: ${reason}` }
  }

  if (answer.success !== true) return { ok: false, error: captchaFailedMessage }
  if (answer.action !== RECAPTCHA_ACTION) return { ok: false, error: captchaFailedMessage }
  const allowed = settings.hostnames.length ? settings.hostnames : [requestHost.toLowerCase()]
  if (!answer.hostname || !allowed.includes(answer.hostname.toLowerCase()))
    return { ok: false, error: captchaFailedMessage }

  const score = typeof answer.score === 'number' ? answer.score : null
  if (score === null || score < settings.minScore)
    return { ok: true, score, reviewReason: `low reCAPTCHA score (${score ?? 'none'})` }
  return { ok: true, score, reviewReason: null }
}
