// Preloaded (`node --import`) into the companion server by `BENCH_AB=coop-oac npm run bench` only:
// drops the response headers named in BENCH_STRIP_HEADERS (comma-separated), so one build and one
// server can be measured with and without them (ADR 029). Both arms of the A/B load this file, the
// control with an empty list, so they run the same code. Nothing in the shipped server uses it.
import { ServerResponse } from 'node:http'

const strip = new Set(
  (process.env.BENCH_STRIP_HEADERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean),
)

const writeHead = ServerResponse.prototype.writeHead
ServerResponse.prototype.writeHead = function (status, ...rest) {
  if (strip.size) {
    for (const name of strip) this.removeHeader(name)
    // Fastify hands its headers to writeHead as an object: writeHead(status, [message,] headers).
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
    if (headers)
      for (const key of Object.keys(headers)) if (strip.has(key.toLowerCase())) delete headers[key]
  }
  return writeHead.call(this, status, ...rest)
}
