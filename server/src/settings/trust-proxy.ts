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

/** IPv4 clients reach a dual-stack socket as ::ffff:a.b.c.d, matched against IPv6 ranges. */
const IPV4_MAPPED = 0xffffn << 32n

/** An IPv6 address as one 128-bit number (a trailing dotted IPv4 part taken as its 32 bits). */
function ipv6Value(address: string): bigint {
  // ::ffff:10.0.0.1 → ::ffff:a00:1
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(+a << 8) | +b, (+c << 8) | +d].map((word) => word.toString(16)).join(':'),
  )
  const [head = '', tail] = hex.split('::')
  const words = (part: string) => (part ? part.split(':') : [])
  const zeros = 8 - words(head).length - words(tail ?? '').length
  const groups = [...words(head), ...Array<string>(tail === undefined ? 0 : zeros).fill('0')]
  return [...groups, ...words(tail ?? '')].reduce(
    (value, group) => (value << 16n) | BigInt(parseInt(group, 16)),
    0n,
  )
}

/**
 * The range an IPv6 CIDR covers among IPv4 clients, as an IPv4 prefix length, or undefined when
 * it covers none. `::ffff:0:0/96`, and any shorter prefix that contains it (`::/80`), reaches
 * every IPv4 client: it is judged as 0.0.0.0/0 would be.
 */
function mappedIpv4Prefix(address: string, prefix: number): number | undefined {
  const value = ipv6Value(address)
  if (prefix > 96) return value >> 32n === IPV4_MAPPED >> 32n ? prefix - 96 : undefined
  const shift = BigInt(128 - prefix)
  return value >> shift === IPV4_MAPPED >> shift ? 0 : undefined
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address) as 0 | 4 | 6
  if (!version || rest.length) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  if (!/^\d+$/.test(bits) || prefix < NARROWEST_PREFIX[version]) return false
  if (version === 4) return prefix <= 32
  const ipv4 = mappedIpv4Prefix(address, prefix)
  return prefix <= 128 && (ipv4 === undefined || ipv4 >= NARROWEST_PREFIX[4])
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
        `proxy addresses or CIDRs no wider than /8 (IPv6 /7; IPv4 written as IPv6, such as ` +
        `::ffff:10.0.0.0/104, is judged as IPv4), e.g. 10.0.0.0/8,127.0.0.1; got ` +
        `"${value}". Trusting every X-Forwarded-For hop would let any client choose its own IP.`,
    )
  return entries
}
