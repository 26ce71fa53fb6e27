import { RECAPTCHA_ACTION } from '@contract/recaptcha.ts'
import { validationMessages } from '@contract/messages.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { reviewReasons } from '@contract/review-reasons.ts'

import type { Config } from '../config.ts'

export type CaptchaVerdict =
  | { ok: true; score: number | null; reviewReason: string | null }
  /** 400 for a bad token; 503 when Google could not be asked, which a retry may mend. */
  | { ok: false; status: 400 | 503; error: string }

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
export const notBotCheckedReason = reviewReasons.notBotChecked

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
  if (!token) return refused
  return verifyRecaptcha({ ...settings, secret }, token, remoteIp, requestHost)
}

const refused = { ok: false, status: 400, error: captchaFailedMessage } as const

/**
 * Checks a reCAPTCHA v3 token with Google's siteverify. A low score keeps the enquiry but flags it
 * for review: a real customer is never turned away by a guess. An unverifiable token is refused
 * with 503 (fail closed, docs/decisions/026): anyone could send one while Google is unreachable,
 * and the form keeps the visitor's words for the retry.
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
  } catch {
    return { ok: false, status: 503, error: serverMessages.captchaUnavailable }
  }

  if (answer.success !== true || answer.action !== RECAPTCHA_ACTION) return refused
  const allowed = settings.hostnames.length ? settings.hostnames : [requestHost.toLowerCase()]
  if (!answer.hostname || !allowed.includes(answer.hostname.toLowerCase())) return refused

  const score = typeof answer.score === 'number' ? answer.score : null
  if (score === null || score < settings.minScore)
    return { ok: true, score, reviewReason: reviewReasons.lowScore(score) }
  return { ok: true, score, reviewReason: null }
}
