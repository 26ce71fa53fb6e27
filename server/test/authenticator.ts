import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/**
 * A passkey in software, as a platform authenticator answers WebAuthn (ES256, "none"
 * attestation, user present and verified), so the server's checks run on real signatures.
 * `origin` is the page the browser would report; a phishing page reports its own.
 */
export function softAuthenticator(rpId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const { x, y } = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  const id = b64(credentialId)
  let counter = 0

  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(x!, 'base64url')],
      [-3, Buffer.from(y!, 'base64url')],
    ]),
  )
  const authenticatorData = (withCredential: boolean) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    const flags = 0x01 | 0x04 | (withCredential ? 0x40 : 0) // user present, verified, credential
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count]
    if (withCredential) {
      const length = Buffer.alloc(2)
      length.writeUInt16BE(credentialId.length)
      parts.push(Buffer.alloc(16), length, credentialId, cosePublicKey)
    }
    return Buffer.concat(parts)
  }
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    id,
    /** What navigator.credentials.create() answers for these options. */
    register(options: { challenge: string }, origin: string) {
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(true)],
        ]) as never,
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    /** What navigator.credentials.get() answers for these options. */
    signIn(options: { challenge: string }, origin: string) {
      counter += 1
      const data = authenticatorData(false)
      const client = clientData('webauthn.get', options.challenge, origin)
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      }
    },
  }
}
