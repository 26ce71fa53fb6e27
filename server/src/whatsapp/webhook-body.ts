/**
 * What a webhook body from Meta says (issue 54, item 4), as Meta documents it: under
 * `entry[].changes[].value`, the customers' `messages[]` with their senders' `contacts[]`, and
 * `statuses[]` of the messages the company sent. Anything else Meta may send on the same webhook
 * (account and template updates) is left out.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { WhatsAppKind, WhatsAppStatus } from '@contract/whatsapp.ts'

type InboundMedia = {
  id: string
  type: string | null
  name: string | null
  size: number | null
}

export type InboundMessage = {
  /** Meta's id (wamid.…), which a repeat of the webhook carries again. */
  waId: string
  /** The sender's international digits. */
  from: string
  at: number
  kind: WhatsAppKind
  /** The text, a caption, a location in words; empty for what has none. */
  body: string
  media: InboundMedia | null
  /** The name the sender gave WhatsApp, if Meta passed it on. */
  profileName: string | null
}

export type StatusChange = {
  waId: string
  status: Extract<WhatsAppStatus, 'sent' | 'delivered' | 'read' | 'failed'>
  at: number
  /** Meta's reason for a failure, as staff read it: title, code and details. */
  error: string | null
}

type Json = Record<string, unknown>

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {}
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : [])
const text = (value: unknown) => (typeof value === 'string' ? value : null)
const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '')

/** Meta writes seconds since the epoch as text; a missing one is now. */
const moment = (value: unknown, now: number) => {
  const seconds = Number(value)
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : now
}

const MEDIA_KINDS = ['image', 'document', 'audio', 'video', 'sticker'] as const

function mediaOf(part: Json): InboundMedia | null {
  const id = text(part.id)
  if (!id) return null
  const size = Number(part.file_size)
  return {
    id,
    type: text(part.mime_type),
    name: text(part.filename),
    size: Number.isSafeInteger(size) && size >= 0 ? size : null,
  }
}

/** A shared location as a line staff can read and paste into a map. */
function locationInWords(location: Json): string {
  const place = [text(location.name), text(location.address)].filter(Boolean).join(', ')
  const latitude = Number(location.latitude)
  const longitude = Number(location.longitude)
  const point =
    Number.isFinite(latitude) && Number.isFinite(longitude)
      ? `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`
      : ''
  return place && point ? `${place} (${point})` : place || point
}

/** The kind, words and attachment of one of Meta's messages; unknown types are 'unsupported'. */
function contentOf(message: Json): Pick<InboundMessage, 'kind' | 'body' | 'media'> {
  const type = text(message.type)
  if (type === 'text')
    return { kind: 'text', body: text(object(message.text).body) ?? '', media: null }
  // A tap on a template's quick-reply button, or on an interactive reply: the words on it.
  if (type === 'button')
    return { kind: 'text', body: text(object(message.button).text) ?? '', media: null }
  if (type === 'interactive') {
    const reply = object(message.interactive)
    const chosen = { ...object(reply.list_reply), ...object(reply.button_reply) }
    return { kind: 'text', body: text(chosen.title) ?? '', media: null }
  }
  if (type === 'location')
    return { kind: 'location', body: locationInWords(object(message.location)), media: null }
  const kind = MEDIA_KINDS.find((one) => one === type)
  if (kind) {
    const part = object(message[kind])
    return { kind, body: text(part.caption) ?? '', media: mediaOf(part) }
  }
  return { kind: 'unsupported', body: '', media: null }
}

/** Meta's first error on a failed status, in one line. */
function errorOf(status: Json): string | null {
  const [first] = list(status.errors)
  if (!first) return null
  const title = text(first.title) ?? text(first.message) ?? 'Failed'
  const details = text(object(first.error_data).details) ?? text(first.message)
  const code = first.code === undefined ? '' : ` (${String(first.code)})`
  return details && details !== title ? `${title}${code}: ${details}` : `${title}${code}`
}

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const

/**
 * The messages and statuses of a parsed webhook body, in the order Meta wrote them. A body that
 * is not Meta's shape at all throws, so it is kept with its error rather than read as nothing.
 */
export function readWebhook(
  body: unknown,
  now = Date.now(),
): { messages: InboundMessage[]; statuses: StatusChange[] } {
  const root = object(body)
  if (!Array.isArray(root.entry)) throw new Error('The webhook body has no entry list.')
  const messages: InboundMessage[] = []
  const statuses: StatusChange[] = []
  for (const entry of list(root.entry))
    for (const change of list(entry.changes)) {
      if (change.field !== 'messages') continue
      const value = object(change.value)
      const names = new Map(
        list(value.contacts).map((contact) => [
          digits(contact.wa_id),
          text(object(contact.profile).name),
        ]),
      )
      for (const message of list(value.messages)) {
        const waId = text(message.id)
        const from = digits(message.from)
        if (!waId || !from) throw new Error('A message has no id or sender.')
        messages.push({
          waId,
          from,
          at: moment(message.timestamp, now),
          ...contentOf(message),
          profileName: names.get(from) ?? null,
        })
      }
      for (const status of list(value.statuses)) {
        const waId = text(status.id)
        const state = STATUSES.find((one) => one === status.status)
        // Meta's other states ('deleted', 'warning') change nothing staff see.
        if (!waId || !state) continue
        statuses.push({
          waId,
          status: state,
          at: moment(status.timestamp, now),
          error: state === 'failed' ? errorOf(status) : null,
        })
      }
    }
  return { messages, statuses }
}

/** Arabic when most of the letters are Arabic script, else English: the language to answer in. */
export function scriptLocale(words: string): EnquiryLocale {
  const arabic = words.match(/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/g)?.length ?? 0
  const latin = words.match(/[A-Za-z]/g)?.length ?? 0
  return arabic > latin ? 'ar' : 'en'
}
