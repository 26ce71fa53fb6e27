/**
 * What a client gets when Node's HTTP parser cannot read its request (a Content-Length that does
 * not match the body, malformed chunks, headers too large) or it does not arrive in time: our
 * error shape and our headers, not Fastify's bare `{"error":"Bad Request","message":"Client
 * Error"}`. No route, hook or request exists yet, so nothing says which language the client
 * reads: these answers are in English, like the HTTP status they explain.
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

import { serverMessages } from '@contract/server-messages.ts'

/** Node's words for what went wrong, and our answer to each. */
function answerTo(code: string | undefined): [status: number, error: string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, serverMessages.tooSlow]
  if (code === 'HPE_HEADER_OVERFLOW') return [431, serverMessages.headersTooLarge]
  return [400, serverMessages.unreadable]
}

/** Fastify's `clientErrorHandler`: answers once if the socket can still take it, then closes it. */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, message] = answerTo(error.code)
    const body = JSON.stringify({ error: message })
    if (socket.writable)
      socket.write(
        [
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
          'content-type: application/json; charset=utf-8',
          `content-length: ${Buffer.byteLength(body)}`,
          'connection: close',
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          '',
          body,
        ].join('\r\n'),
      )
    socket.destroy(error)
  }
}
