/**
 * A customer's attachment, fetched from the Graph API when staff open it (issue 54, item 4): Meta
 * keeps it for 30 days and we store none of its bytes. `GET {apiBase}/{media-id}` gives a
 * short-lived URL, its type and size; `GET url` with the same Bearer token gives the bytes.
 *
 * Limits. Types: JPEG, PNG and WebP images (WebP is also WhatsApp's stickers), PDF, Word, Excel and
 * PowerPoint files, and the voice notes (Ogg/Opus), audio and MP4/3GPP videos WhatsApp sends. They
 * are what a customer shares about a move (photos of rooms, inventories, passports, a voice note);
 * nothing else is served (not HTML or SVG, which a browser would run, nor archives or programs).
 * Size: 16 MB, Meta's own limit for audio and video and above its 5 MB for images; a larger
 * document (Meta allows 100 MB) stays on the phone that received it rather than through the
 * server's memory.
 */
import { whatsappInboundMessages as words } from '@contract/whatsapp-inbound-messages.ts'
import type { WhatsAppSettings } from '../settings/whatsapp.ts'

const MEDIA_LIMIT_BYTES = 16 * 1024 * 1024
const LOOKUP_MS = 10_000
const DOWNLOAD_MS = 60_000

const DOCUMENTS = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]
/** Shown in the console itself (an image, a player); documents are downloaded. */
const SHOWN = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'audio/ogg',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/amr',
  'video/mp4',
  'video/3gpp',
]

/** A type without its parameters ("audio/ogg; codecs=opus" is audio/ogg). */
export const baseType = (type: string | null) => (type ?? '').split(';')[0]!.trim().toLowerCase()

/** How a type is served: shown inline, downloaded as a file, or refused (null). */
export function servedAs(type: string | null): 'inline' | 'attachment' | null {
  const base = baseType(type)
  if (SHOWN.includes(base)) return 'inline'
  if (DOCUMENTS.includes(base)) return 'attachment'
  return null
}

/** Why an attachment is not served: its HTTP status and the words staff read. */
export class MediaRefused extends Error {
  constructor(
    readonly status: 413 | 415 | 502,
    message: string,
  ) {
    super(message)
  }
}

const megabytes = MEDIA_LIMIT_BYTES / 1024 / 1024
const unreachable = () => new MediaRefused(502, words.mediaUnreachable)

/** Reads a response's body, giving up as soon as it passes `limit` bytes. */
async function readAtMost(response: Response, limit: number): Promise<Buffer> {
  const reader = response.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new MediaRefused(413, words.mediaTooLarge(megabytes))
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The attachment's bytes and type, checked against the limits above before and while it is
 * downloaded; a refusal or Meta's silence throws `MediaRefused`.
 */
export async function fetchWhatsAppMedia(
  settings: Pick<WhatsAppSettings, 'apiBase' | 'token'>,
  mediaId: string,
): Promise<{ type: string; bytes: Buffer }> {
  const authorization = `Bearer ${settings.token}`
  let found: { url?: unknown; mime_type?: unknown; file_size?: unknown }
  try {
    const lookup = await fetch(`${settings.apiBase}/${encodeURIComponent(mediaId)}`, {
      headers: { authorization },
      signal: AbortSignal.timeout(LOOKUP_MS),
    })
    if (!lookup.ok) throw unreachable()
    found = (await lookup.json()) as typeof found
  } catch (error) {
    throw error instanceof MediaRefused ? error : unreachable()
  }
  const type = typeof found.mime_type === 'string' ? found.mime_type : null
  if (!servedAs(type)) throw new MediaRefused(415, words.mediaType(baseType(type) || '?'))
  if (Number(found.file_size) > MEDIA_LIMIT_BYTES)
    throw new MediaRefused(413, words.mediaTooLarge(megabytes))
  if (typeof found.url !== 'string' || !/^https?:\/\//.test(found.url)) throw unreachable()
  try {
    const download = await fetch(found.url, {
      headers: { authorization },
      signal: AbortSignal.timeout(DOWNLOAD_MS),
      redirect: 'follow',
    })
    if (!download.ok) throw unreachable()
    if (Number(download.headers.get('content-length')) > MEDIA_LIMIT_BYTES)
      throw new MediaRefused(413, words.mediaTooLarge(megabytes))
    return { type: baseType(type), bytes: await readAtMost(download, MEDIA_LIMIT_BYTES) }
  } catch (error) {
    throw error instanceof MediaRefused ? error : unreachable()
  }
}
