/**
 * Sends one message through Meta's Cloud API (POST {apiBase}/{phone-number-id}/messages) with
 * plain fetch (docs/decisions/045-whatsapp-cloud-api.md says why no client library), and tells a
 * refusal Meta means for good from one worth trying again.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { WhatsAppTemplateName } from '@contract/whatsapp.ts'
import type { WhatsAppSettings } from '../settings/whatsapp.ts'

export type GraphMessage = { to: string } & (
  | { kind: 'text'; body: string }
  | {
      kind: 'template'
      template: WhatsAppTemplateName
      language: EnquiryLocale
      params: readonly string[]
    }
)

/**
 * A send Meta did not take. `permanent`: sending the same again cannot succeed (outside the
 * window, an undeliverable number, a template or parameter Meta refuses), so it is not retried.
 */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: number | null = null,
  ) {
    super(message)
  }
}

/**
 * Meta's codes that say "later": throttling (4, 80007, 130429, 131056), its own trouble (1, 2,
 * 131000, 131016, 133004), and an access token refused (190), which is the operator's setting to
 * fix, not the message's fault. Any other refusal of a send is the message's own, for good.
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 190, 80007, 130429, 131000, 131016, 131056, 133004])

type GraphErrorBody = {
  error?: {
    message?: unknown
    code?: unknown
    error_data?: { details?: unknown }
  }
}

/** The request's body as the Cloud API documents it. */
export function graphBody(message: GraphMessage) {
  const common = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to }
  if (message.kind === 'text')
    return { ...common, type: 'text', text: { body: message.body, preview_url: true } }
  return {
    ...common,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
      ],
    },
  }
}

/**
 * Meta's words for a refusal, with its details when it gives them (staff read them on the
 * message, as Meta wrote them); never the message sent.
 */
function refusal(status: number, answer: GraphErrorBody | null): WhatsAppSendError {
  const error = answer?.error
  const code = typeof error?.code === 'number' ? error.code : null
  const words = typeof error?.message === 'string' ? error.message : `HTTP ${status}`
  const details = error?.error_data?.details
  const message =
    typeof details === 'string' && details && details !== words ? `${words}: ${details}` : words
  const transient = status === 429 || status >= 500 || (code !== null && TRANSIENT_CODES.has(code))
  return new WhatsAppSendError(message, !transient, code)
}

export type GraphClient = {
  /** Answers Meta's id for the message (wamid.…), or rejects with a `WhatsAppSendError`. */
  send(message: GraphMessage): Promise<string>
}

export function graphClient(settings: WhatsAppSettings, timeoutMs: number): GraphClient {
  const url = `${settings.apiBase}/${settings.phoneNumberId}/messages`
  return {
    async send(message) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(graphBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        // No answer (refused, reset, timed out): Meta may or may not have it; try again later.
        const why = error instanceof Error ? error.message : String(error)
        throw new WhatsAppSendError(`WhatsApp could not be reached: ${why}`, false)
      }
      const answer = (await response.json().catch(() => null)) as
        (GraphErrorBody & { messages?: Array<{ id?: unknown }> }) | null
      if (!response.ok) throw refusal(response.status, answer)
      const id = answer?.messages?.[0]?.id
      if (typeof id !== 'string')
        throw new WhatsAppSendError('WhatsApp answered without a message id.', false)
      return id
    },
  }
}
