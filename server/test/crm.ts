// The company's CRM as the tests meet it (issue 35, section 5): an endpoint on loopback that
// records every lead POSTed to it and checks each signature as a CRM would.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How far a receiver lets a timestamp stray from its clock (the spec's libraries use 5 minutes). */
const TOLERANCE_S = 5 * 60

type Delivery = {
  id: string
  timestamp: number
  body: string
  verified: boolean
  answered: number
}

/**
 * Verifies a request as a CRM would, with nothing from the server's code: HMAC-SHA256 of
 * `id.timestamp.body` under the secret's key, against any `v1,` entry of the signature header.
 */
function verifies(secret: string, headers: IncomingHttpHeaders, body: string) {
  const key = secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8')
  const id = String(headers['webhook-id'])
  const timestamp = String(headers['webhook-timestamp'])
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_S)
    return false
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest()
  return String(headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature = ''] = entry.split(',')
      const given = Buffer.from(signature, 'base64')
      return (
        version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
      )
    })
}

/** The CRM's endpoint on 127.0.0.1: it records every request and answers with `status`. */
export async function crmReceiver(secret: string) {
  const state = { status: 200, deliveries: [] as Delivery[] }
  let server: Server
  const listen = async (port: number) => {
    server = createServer(async (request, response) => {
      let body = ''
      for await (const chunk of request) body += String(chunk)
      state.deliveries.push({
        id: String(request.headers['webhook-id']),
        timestamp: Number(request.headers['webhook-timestamp']),
        body,
        verified:
          request.method === 'POST' &&
          request.headers['content-type'] === 'application/json' &&
          verifies(secret, request.headers, body),
        answered: state.status,
      })
      response.writeHead(state.status).end()
    })
    server.listen(port, '127.0.0.1')
    await once(server, 'listening')
    return (server.address() as AddressInfo).port
  }
  const port = await listen(0)
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    state,
    /** Gone: connections to its port are refused until `up()`. */
    async down() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
    up: () => listen(port),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
