/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: the options a browser needs to make or use
 * one, and the checks of what it answers. Each challenge is stored, under a hash of the handle
 * the browser sends back, for two minutes and one answer, so any instance can check it.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'

import type { StaffMember } from '@contract/staff.ts'
import type { Passkey, PasskeyStore } from './passkey-queries.ts'
import type { StaffStore } from './queries.ts'
import { newToken, tokenHash } from './tokens.ts'

type Store = Pick<StaffStore, 'addChallenge' | 'takeChallenge'> &
  Pick<PasskeyStore, 'passkey' | 'passkeysOf' | 'usePasskey'>

const CHALLENGE_MS = 2 * 60_000

/** The relying party: the console's own origin, and its host name as WebAuthn's RP ID. */
export type RelyingParty = { name: string; origin: string }

const rpId = (party: RelyingParty) => new URL(party.origin).hostname

async function remember(repo: Store, challenge: string) {
  const challengeId = newToken()
  await repo.addChallenge(tokenHash(challengeId), challenge, Date.now() + CHALLENGE_MS)
  return challengeId
}

/** Options to make a passkey for `member`, leaving out the ones it already has. */
export async function registrationOptions(
  repo: Store,
  party: RelyingParty,
  member: StaffMember & { webauthnUserId: string },
) {
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: rpId(party),
    userName: member.email,
    userDisplayName: member.name,
    userID: Buffer.from(member.webauthnUserId, 'base64url'),
    attestationType: 'none',
    excludeCredentials: (await repo.passkeysOf(member.id)).map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_MS,
  })
  return { challengeId: await remember(repo, options.challenge), options }
}

/** Options to sign in with whichever of this site's passkeys the device offers. */
export async function authenticationOptions(repo: Store, party: RelyingParty) {
  const options = await generateAuthenticationOptions({
    rpID: rpId(party),
    userVerification: 'required',
    timeout: CHALLENGE_MS,
  })
  return { challengeId: await remember(repo, options.challenge), options }
}

/** The new passkey an answer proves, or null for an answer that proves nothing. */
export async function verifiedPasskey(
  repo: Store,
  party: RelyingParty,
  accountId: number,
  answer: { challengeId: string; response: Record<string, unknown> },
): Promise<Passkey | null> {
  const challenge = await repo.takeChallenge(tokenHash(answer.challengeId))
  if (!challenge) return null
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: answer.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: rpId(party),
      requireUserVerification: true,
    })
    if (!verified) return null
    const { credential, credentialDeviceType, credentialBackedUp } = registrationInfo
    return {
      credentialId: credential.id,
      accountId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    }
  } catch {
    // A malformed or forged answer: the library says why, the caller only needs "no".
    return null
  }
}

/** The passkey that signed this answer and its account, or null; its counter moves on. */
export async function verifiedSignIn(
  repo: Store,
  party: RelyingParty,
  answer: { challengeId: string; response: Record<string, unknown> },
): Promise<{ accountId: number; credentialId: string } | null> {
  const challenge = await repo.takeChallenge(tokenHash(answer.challengeId))
  const credentialId = typeof answer.response.id === 'string' ? answer.response.id : ''
  const passkey = challenge && credentialId ? await repo.passkey(credentialId) : null
  if (!challenge || !passkey) return null
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: answer.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: rpId(party),
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    })
    if (!verified) return null
    await repo.usePasskey(passkey.credentialId, authenticationInfo.newCounter)
    return { accountId: passkey.accountId, credentialId: passkey.credentialId }
  } catch {
    return null
  }
}
