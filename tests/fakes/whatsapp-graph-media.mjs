// The fake Graph API's media endpoints (issue 54), as Meta documents them: `GET /{version}/{media-id}`
// answers `{ messaging_product, url, mime_type, sha256, file_size, id }`, and the `url` answers the
// bytes, each with the account's Bearer token (whatsapp-graph.mjs checks it on every request).
import { createHash } from 'node:crypto'

/** Meta's answer for a media id it does not have (deleted after 30 days, or never there). */
const MEDIA_MISSING = {
  status: 400,
  error: {
    message: '(#100) Invalid parameter',
    type: 'OAuthException',
    code: 100,
    error_data: { messaging_product: 'whatsapp', details: 'Invalid media id.' },
  },
}

/**
 * Adds the media endpoints to the fake through its `route`, `refuse` and `answer`; `base()` is
 * the fake's own URL. Answers `add(id, { type, bytes, fileSize? })`: a file the customer sent
 * (`fileSize` lets a test have Meta announce another size than the bytes it then sends).
 */
export function mediaEndpoints({ route, refuse, answer, base }) {
  const files = new Map()
  // Before the lookup's pattern, which would take this path too.
  route('GET', /^\/media-download\/([^/]+)$/, (_request, response, _body, [, id]) => {
    const file = files.get(id)
    if (!file) return refuse(response, MEDIA_MISSING)
    response.writeHead(200, { 'content-type': file.type })
    response.end(file.bytes)
  })
  route('GET', /^\/[^/]+\/([^/]+)$/, (_request, response, _body, [, id]) => {
    const file = files.get(id)
    if (!file) return refuse(response, MEDIA_MISSING)
    answer(response, 200, {
      messaging_product: 'whatsapp',
      url: `${base()}/media-download/${id}?ext=${Date.now()}`,
      mime_type: file.type,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      file_size: file.fileSize ?? file.bytes.length,
      id,
    })
  })
  return {
    add(id, { type, bytes, fileSize }) {
      files.set(id, { type, bytes: Buffer.from(bytes), fileSize })
    },
  }
}
