/**
 * Why an enquiry is flagged for a person to check, as the server stores it (in English, for the
 * logs, the CSV export and the CRM). The console reads them back with `reviewReasonOf` to word
 * them in its own language.
 */
export const reviewReasons = {
  notBotChecked: 'not bot-checked: the server has no RECAPTCHA_SECRET',
  plainForm: 'no reCAPTCHA token: sent as a plain form, without JavaScript',
  lowScore: (score: number | null) => `low reCAPTCHA score (${score ?? 'none'})`,
}

export type ReviewReason =
  | { kind: 'not-bot-checked' }
  | { kind: 'plain-form' }
  | { kind: 'low-score'; score: string }
  | { kind: 'other'; text: string }

const LOW_SCORE = /^low reCAPTCHA score \((.+)\)$/

export function reviewReasonOf(reason: string): ReviewReason {
  if (reason === reviewReasons.notBotChecked) return { kind: 'not-bot-checked' }
  if (reason === reviewReasons.plainForm) return { kind: 'plain-form' }
  const low = LOW_SCORE.exec(reason)
  return low ? { kind: 'low-score', score: low[1]! } : { kind: 'other', text: reason }
}
