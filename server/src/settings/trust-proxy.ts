import { isIP } from 'node:net'

import { ConfigError } from './variables.ts'

/**
 * Which proxies may speak for the client in X-Forwarded-For/-Proto: false (none), a hop count
 * (that many proxies in front of us), or their addresses/CIDRs. Never "everyone": one spoofed
 * header would then choose the client IP that rate limits and the stored enquiry use.
 */
export type TrustProxy = false | number | string[]

// proxy-addr's names for whole private ranges, accepted alongside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * The widest range a proxy list may name: a /0 (or anything near it) trusts every hop, as `true`
 * would. The widest private ranges are 10.0.0.0/8 and, in IPv6, fc00::/7.
 */
const NARROWEST_PREFIX = { 4: 8, 6: 7 } as const
/** More hops than any real chain of proxies: a larger count trusts what clients wrote. */
const MAX_PROXY_HOPS = 5

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address) as 0 | 4 | 6
  if (!version || rest.length) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return (
    /^\d+$/.test(bits) &&
    prefix >= NARROWEST_PREFIX[version] &&
    prefix <= (version === 4 ? 32 : 128)
  )
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? ''
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > MAX_PROXY_HOPS)
      throw new ConfigError(
        `TRUST_PROXY counts at most ${MAX_PROXY_HOPS} proxies; got ${value}. A larger count ` +
          `would trust X-Forwarded-For entries that clients wrote themselves.`,
      )
    return hops
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = entries.filter((entry) => !isProxyAddress(entry))
  if (wrong.length || ['true', 'yes', 'on'].includes(value.toLowerCase()))
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (1 for one reverse proxy) or a comma-separated list of ` +
        `proxy addresses or CIDRs no wider than /8 (IPv6 /7), e.g. 10.0.0.0/8,127.0.0.1; got ` +
        `"${value}". Trusting every X-Forwarded-For hop would let any client choose its own IP.`,
    )
  return entries
}
