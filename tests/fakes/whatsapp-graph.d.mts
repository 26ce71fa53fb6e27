/** See whatsapp-graph.mjs: the fake Graph API as the TypeScript tests use it. */
export type GraphError = {
  status: number
  error: { message: string; type: string; code: number; [field: string]: unknown }
}

export declare const GRAPH_ERRORS: {
  badToken: GraphError
  unknownPhoneId: GraphError
  invalidParameter(details: string): GraphError
  templateMissing(name: string, code: string): GraphError
  parameterCount(expected: number, given: number): GraphError
  windowClosed: GraphError
  undeliverable: GraphError
  unavailable: GraphError
  rateLimited: GraphError
}

export type GraphRequest = {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

export type GraphMessage = {
  id: string
  to: string
  type: 'text' | 'template'
  text?: string
  template?: { name: string; language: string; parameters: string[] }
  body: unknown
}

export type WebhookAnswer = { status: number; text: string }

export type WhatsAppGraph = {
  url: string
  requests: GraphRequest[]
  messages: GraphMessage[]
  route(
    method: string,
    pattern: RegExp,
    handler: (
      request: import('node:http').IncomingMessage,
      response: import('node:http').ServerResponse,
      body: unknown,
      match: RegExpExecArray,
    ) => void,
  ): void
  signature(raw: string): string
  postWebhook(
    webhookUrl: string,
    body: unknown,
    options?: { signature?: string | null; raw?: string },
  ): Promise<WebhookAnswer>
  fail(n: number, kind?: 'transient' | 'permanent' | GraphError): void
  setWindow(number: string, lastInboundAt: number | null): void
  postMessage(
    webhookUrl: string,
    message: {
      from: string
      name?: string
      text?: string
      message?: Record<string, unknown>
      id?: string
      at?: number
      signature?: string | null
    },
  ): Promise<WebhookAnswer & { id: string; body: unknown }>
  postStatus(
    webhookUrl: string,
    status: {
      id: string
      to: string
      status: 'sent' | 'delivered' | 'read' | 'failed'
      errors?: unknown[]
      at?: number
      signature?: string | null
    },
  ): Promise<WebhookAnswer & { body: unknown }>
  close(): Promise<void>
}

export declare function startWhatsAppGraph(account: {
  token: string
  phoneNumberId: string
  appSecret: string
  port?: number
  host?: string
}): Promise<WhatsAppGraph>
