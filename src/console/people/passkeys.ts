import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'

import { StaffApiError, staffApi } from '@/console/app/api'
import * as words from './passkeys.messages'
import * as text from './people.messages'

type Challenge<Options> = { challengeId: string; options: Options }

/** The browser's own refusals: no support, or the person closed the prompt. */
function check() {
  if (!browserSupportsWebAuthn()) throw new StaffApiError(0, text.noPasskeySupport)
}
const cancelled = (error: unknown) =>
  !(error instanceof Error)
    ? error
    : error.name === 'NotAllowedError' || error.name === 'AbortError'
      ? new StaffApiError(0, text.passkeyCancelled)
      : // The device holds a passkey the server listed as the member's own already.
        error.name === 'InvalidStateError'
        ? new StaffApiError(0, words.passkeyExistsHere)
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

/**
 * Adds a passkey on this device to the signed-in member's account. The server takes one only
 * within 5 minutes of a passkey sign-in (428 otherwise): the console asks for that sign-in on
 * the spot, then makes the passkey.
 */
export async function addPasskeyHere() {
  try {
    return await makePasskey<{ passkey: string }>('passkeys/options', 'passkeys')
  } catch (error) {
    if (!(error instanceof StaffApiError && error.status === 428)) throw error
  }
  await signInWithPasskey()
  return makePasskey<{ passkey: string }>('passkeys/options', 'passkeys')
}
