// A fake of Meta's Graph API for WhatsApp (issue 54), on loopback, for the server tests, the
// end-to-end specs and the cluster test alike (plain ESM, as the SMTP catcher is). It answers
// `POST /{version}/{phone-number-id}/messages` as Meta documents it: the Bearer token and the
// body's shape are checked, a template must be one of deploy/whatsapp-templates.json with its
// number of parameters, free text to a number whose 24-hour window it knows closed is refused
// (131047), and each accepted message gets a `wamid.` id. Every request is recorded; the next N
// calls can be told to fail; and it posts webhooks signed with the app secret, as Meta does.
import { createHmac, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const templatesFile = JSON.parse(
  readFileSync(new URL('../../deploy/whatsapp-templates.json', import.meta.url), 'utf8'),
)
/** Each approved template's number of {{n}} per language. */
const approved = new Map(
  templatesFile.templates.map((template) => [
    template.name,
    Object.fromEntries(
      Object.entries(template.languages).map(([code, { body }]) => [
        code,
        new Set(body.match(/\{\{\d+\}\}/g) ?? []).size,
      ]),
    ),
  ]),
)

const WINDOW_MS = 24 * 60 * 60 * 1000

/** Meta's error answers: HTTP status and the `error` object's fields. */
export const GRAPH_ERRORS = {
  badToken: {
    status: 401,
    error: {
      message: 'Invalid OAuth access token - Cannot parse access token',
      type: 'OAuthException',
      code: 190,
    },
  },
  unknownPhoneId: {
    status: 400,
    error: {
      message:
        'Unsupported post request. Object with ID does not exist, cannot be loaded due to missing permissions, or does not support this operation.',
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    },
  },
  invalidParameter: (details) => ({
    status: 400,
    error: {
      message: '(#100) Invalid parameter',
      type: 'OAuthException',
      code: 100,
      error_data: { messaging_product: 'whatsapp', details },
    },
  }),
  templateMissing: (name, code) => ({
    status: 404,
    error: {
      message: '(#132001) Template name does not exist in the translation',
      type: 'OAuthException',
      code: 132001,
      error_data: {
        messaging_product: 'whatsapp',
        details: `template name (${name}) does not exist in ${code}`,
      },
    },
  }),
  parameterCount: (expected, given) => ({
    status: 400,
    error: {
      message: '(#132000) Number of parameters does not match the expected number of params',
      type: 'OAuthException',
      code: 132000,
      error_data: {
        messaging_product: 'whatsapp',
        details: `body: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
      },
    },
  }),
  windowClosed: {
    status: 400,
    error: {
      message: '(#131047) Re-engagement message',
      type: 'OAuthException',
      code: 131047,
      error_data: {
        messaging_product: 'whatsapp',
        details:
          'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      },
    },
  },
  /** What `fail(n, 'permanent')` answers unless told otherwise. */
  undeliverable: {
    status: 400,
    error: {
      message: '(#131026) Message undeliverable',
      type: 'OAuthException',
      code: 131026,
      error_data: {
        messaging_product: 'whatsapp',
        details: 'Message Undeliverable.',
      },
    },
  },
  /** What `fail(n, 'transient')` answers unless told otherwise. */
  unavailable: {
    status: 503,
    error: {
      message: '(#131016) Service unavailable',
      type: 'OAuthException',
      code: 131016,
      error_data: {
        messaging_product: 'whatsapp',
        details: 'A service is temporarily unavailable. Please retry your request later.',
      },
    },
  },
  rateLimited: {
    status: 429,
    error: {
      message: '(#130429) Rate limit hit',
      type: 'OAuthException',
      code: 130429,
      error_data: {
        messaging_product: 'whatsapp',
        details: 'Cloud API message throughput has been reached.',
      },
    },
  },
}

const traceId = () => randomBytes(9).toString('base64url')
const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`

/** What is wrong with a parameter's text as Meta sees it, or null. */
const badParameter = (text) =>
  typeof text !== 'string' || text === ''
    ? 'Parameter text is missing.'
    : /[\n\t]/.test(text) || / {5,}/.test(text)
      ? 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces'
      : null

/**
 * Starts the fake. `token`, `phoneNumberId` and `appSecret` are the account's (the server's
 * WHATSAPP_* settings); `port` 0 takes a free one. Answers what a test needs of it:
 * - `url`: what WHATSAPP_API_BASE is set to (the version is any path segment);
 * - `requests`: every request `{ method, path, authorization, body }` (body parsed when JSON);
 * - `messages`: every accepted send `{ id, to, type, text?, template?, body }`, in order;
 * - `fail(n, kind)`: the next n sends answer 'transient' (503), 'permanent' (131026), or the
 *   given `{ status, error }`;
 * - `setWindow(number, lastInboundAt | null)`: what it knows of a number's last message; free
 *   text to a number known with no open window is refused (131047), to an unknown one accepted;
 * - `postMessage(webhookUrl, …)`, `postStatus(webhookUrl, …)`, `postWebhook(webhookUrl, body)`:
 *   Meta's webhook calls, signed (X-Hub-Signature-256) unless `signature` says otherwise;
 * - `signature(raw)`, `close()`.
 */
export async function startWhatsAppGraph({
  token,
  phoneNumberId,
  appSecret,
  port = 0,
  host = '127.0.0.1',
}) {
  const requests = []
  const messages = []
  const failures = []
  const windows = new Map()

  function answer(response, status, body) {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const refuse = (response, { status, error }) =>
    answer(response, status, { error: { ...error, fbtrace_id: traceId() } })

  /** The refusal a send's body earns, or null when Meta would take it. */
  function shapeProblem(body) {
    if (body?.messaging_product !== 'whatsapp')
      return GRAPH_ERRORS.invalidParameter('messaging_product must be "whatsapp".')
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to))
      return GRAPH_ERRORS.invalidParameter('to must be a phone number in international digits.')
    if (body.recipient_type !== undefined && body.recipient_type !== 'individual')
      return GRAPH_ERRORS.invalidParameter('recipient_type must be "individual".')
    if (body.type === 'text') {
      const text = body.text?.body
      if (typeof text !== 'string' || text.trim() === '')
        return GRAPH_ERRORS.invalidParameter('text.body is required.')
      if (text.length > 4096)
        return GRAPH_ERRORS.invalidParameter('text.body is longer than 4096 characters.')
      const last = windows.get(body.to)
      if (windows.has(body.to) && (last === null || Date.now() >= last + WINDOW_MS))
        return GRAPH_ERRORS.windowClosed
      return null
    }
    if (body.type === 'template') {
      const { name, language, components = [] } = body.template ?? {}
      const code = language?.code
      const counts = approved.get(name)
      if (!counts || counts[code] === undefined) return GRAPH_ERRORS.templateMissing(name, code)
      const parameters = components.find((component) => component.type === 'body')?.parameters ?? []
      if (parameters.length !== counts[code])
        return GRAPH_ERRORS.parameterCount(counts[code], parameters.length)
      for (const parameter of parameters) {
        if (parameter.type !== 'text')
          return GRAPH_ERRORS.invalidParameter('Only text parameters are approved.')
        const problem = badParameter(parameter.text)
        if (problem) return GRAPH_ERRORS.invalidParameter(problem)
      }
      return null
    }
    return GRAPH_ERRORS.invalidParameter(`type "${body.type}" is not one this fake knows.`)
  }

  function send(request, response, body) {
    if (failures.length) return refuse(response, failures.shift())
    const problem = shapeProblem(body)
    if (problem) return refuse(response, problem)
    const id = wamid()
    messages.push({
      id,
      to: body.to,
      type: body.type,
      text: body.text?.body,
      template: body.template && {
        name: body.template.name,
        language: body.template.language.code,
        parameters:
          body.template.components
            ?.find((component) => component.type === 'body')
            ?.parameters.map((parameter) => parameter.text) ?? [],
      },
      body,
    })
    answer(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id, ...(body.type === 'template' && { message_status: 'accepted' }) }],
    })
  }

  /** Routes added by `route(method, pattern, handler)` (the media endpoints add theirs). */
  const routes = []
  const route = (method, pattern, handler) => routes.push({ method, pattern, handler })
  route('POST', /^\/[^/]+\/([^/]+)\/messages$/, (request, response, body, [, id]) =>
    id === phoneNumberId
      ? send(request, response, body)
      : refuse(response, GRAPH_ERRORS.unknownPhoneId),
  )

  const server = createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body = raw
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        // Kept as text: the shape check refuses it.
      }
      const path = new URL(request.url, 'http://fake').pathname
      const authorization = request.headers.authorization
      requests.push({ method: request.method, path, authorization, body })
      if (authorization !== `Bearer ${token}`) return refuse(response, GRAPH_ERRORS.badToken)
      for (const { method, pattern, handler } of routes) {
        const match = method === request.method ? pattern.exec(path) : null
        if (match) return handler(request, response, body, match)
      }
      refuse(response, GRAPH_ERRORS.unknownPhoneId)
    })
  })
  await new Promise((resolve) => server.listen(port, host, resolve))
  const url = `http://${host}:${server.address().port}`

  const signature = (raw) => `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`

  /**
   * POSTs `body` to the server's webhook as Meta does. `signature`: undefined signs it, null
   * sends none, a string is sent as it is; `raw` replaces the text sent after signing `body`.
   */
  async function postWebhook(webhookUrl, body, { signature: given, raw } = {}) {
    const text = JSON.stringify(body)
    const headers = { 'content-type': 'application/json' }
    const header = given === undefined ? signature(text) : given
    if (header !== null) headers['x-hub-signature-256'] = header
    const response = await fetch(webhookUrl, { method: 'POST', headers, body: raw ?? text })
    return { status: response.status, text: await response.text() }
  }

  const envelope = (value) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '97444000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  })
  const seconds = (ms) => String(Math.floor(ms / 1000))

  return {
    url,
    requests,
    messages,
    route,
    signature,
    postWebhook,
    /** The next `n` sends fail: 'transient', 'permanent', or a `{ status, error }` of its own. */
    fail(n, kind = 'transient') {
      const failure =
        kind === 'transient'
          ? GRAPH_ERRORS.unavailable
          : kind === 'permanent'
            ? GRAPH_ERRORS.undeliverable
            : kind
      for (let i = 0; i < n; i++) failures.push(failure)
    },
    setWindow(number, lastInboundAt) {
      windows.set(number, lastInboundAt)
    },
    /**
     * The customer `from` writes: a text (`text`) or any message object of Meta's (`message`,
     * e.g. an image). Opens their window. Answers the webhook's status and the message's id.
     */
    async postMessage(
      webhookUrl,
      { from, name = 'Customer', text, message, id = wamid(), at = Date.now(), signature: given },
    ) {
      windows.set(from, at)
      const sent = {
        from,
        id,
        timestamp: seconds(at),
        ...(message ?? { type: 'text', text: { body: text } }),
      }
      const body = envelope({ contacts: [{ profile: { name }, wa_id: from }], messages: [sent] })
      return { id, body, ...(await postWebhook(webhookUrl, body, { signature: given })) }
    },
    /** Meta reports `status` (sent, delivered, read, failed) of the message `id` sent to `to`. */
    async postStatus(webhookUrl, { id, to, status, errors, at = Date.now(), signature: given }) {
      const body = envelope({
        statuses: [
          { id, status, timestamp: seconds(at), recipient_id: to, ...(errors && { errors }) },
        ],
      })
      return { body, ...(await postWebhook(webhookUrl, body, { signature: given })) }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
