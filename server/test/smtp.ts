import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server for tests, shared by the server suite and the end-to-end suite (which
 * cannot load the server suite's Vitest helpers).
 */

/** A message as the SMTP server received it: envelope recipients and the raw text. */
type ReceivedMail = { to: string[]; raw: string }

/** A real SMTP server (smtp-server) on a free port, or the one given, that keeps every message. */
export async function smtpServer(listenOn = 0) {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Every message's raw text. */
    get messages() {
      return mails.map((mail) => mail.raw)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A message or part's headers (lower-case names, folded lines joined) and its raw body. */
function splitHeaders(raw: string) {
  const split = raw.indexOf('\r\n\r\n')
  const headers = new Map<string, string>()
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: raw.slice(split + 4) }
}

/** A body decoded from its transfer encoding. */
function decoded(headers: Map<string, string>, body: string) {
  let text = body
  if (headers.get('content-transfer-encoding') === 'quoted-printable')
    text = Buffer.from(
      text
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  else if (headers.get('content-transfer-encoding') === 'base64')
    text = Buffer.from(text, 'base64').toString('utf8')
  return text.replace(/\r\n/g, '\n')
}

/**
 * A received message's headers and decoded text body; for a message with a plain-text and an
 * HTML part (multipart/alternative), `text` is the plain text and `html` the HTML.
 */
export function readMail(raw: string) {
  const { headers, body } = splitHeaders(raw)
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(
    headers.get('content-type') ?? '',
  )?.[1]
  if (!boundary) return { headers, text: decoded(headers, body), html: undefined }
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
  const of = (type: string) => {
    const part = parts.find((one) => one.headers.get('content-type')?.startsWith(type))
    return part && decoded(part.headers, part.body.replace(/\r\n$/, ''))
  }
  return { headers, text: of('text/plain') ?? '', html: of('text/html') }
}
