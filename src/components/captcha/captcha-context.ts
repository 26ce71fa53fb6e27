import { createContext, useContext } from 'react'

export type Captcha = {
  /**
   * False when this instance has no site key: no token can exist, so enquiries go without one
   * and the server decides (it accepts them only when it has no secret either).
   */
  enabled: boolean
  /** The last token obtained for 'contact_form': null when none, '' after a failure. */
  getToken: () => string | null
  /** Starts loading Google's script if it is not loaded yet (first interaction, dialog opened). */
  load: () => void
  /** Executes the check again right before a submission and returns the fresh, single-use token. */
  getFreshToken: () => Promise<string | null>
  clearToken: () => void
  /**
   * True once Google's script has failed to become ready within a few seconds of being asked for
   * (blocked or offline); read with useSyncExternalStore so only the notices re-render.
   */
  isUnavailable: () => boolean
  subscribeUnavailable: (onChange: () => void) => () => void
}

export const CaptchaContext = createContext<Captcha | null>(null)

export function useCaptcha(): Captcha {
  const captcha = useContext(CaptchaContext)
  if (!captcha) throw new Error('useCaptcha must be used inside <CaptchaProvider>')
  return captcha
}

export const RECAPTCHA_BADGE_ID = 'recaptcha-badge'
