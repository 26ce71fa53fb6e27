import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'

import { StaffApiError, staffApi } from './api'
import * as text from './staff.messages'

type Challenge<Options> = { challengeId: string; options: Options }

/** The browser's own refusals: no support, or the person closed the prompt. */
function check() {
  if (!browserSupportsWebAuthn()) throw new StaffApiError(0, text.noPasskeySupport)
}
const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
    ? new StaffApiError(0, text.passkeyCancelled)
    : error

/** Makes a passkey: asks the server for options, the device for the key, and sends it back. */
export async function makePasskey<Answer>(
  optionsPath: string,
  savePath: string,
  extra: Record<string, unknown> = {},
): Promise<Answer> {
  check()
  const { challengeId, options } = await staffApi<
    Challenge<PublicKeyCredentialCreationOptionsJSON>
  >(optionsPath, extra)
  const response = await startRegistration({ optionsJSON: options }).catch((error: unknown) => {
    throw cancelled(error)
  })
  return staffApi<Answer>(savePath, { ...extra, challengeId, response })
}

/** Signs in with whichever of this site's passkeys the device offers. */
export async function signInWithPasskey<Answer>(): Promise<Answer> {
  check()
  const { challengeId, options } = await staffApi<Challenge<PublicKeyCredentialRequestOptionsJSON>>(
    'sign-in/options',
    {},
  )
  const response = await startAuthentication({ optionsJSON: options }).catch((error: unknown) => {
    throw cancelled(error)
  })
  return staffApi<Answer>('sign-in', { challengeId, response })
}
