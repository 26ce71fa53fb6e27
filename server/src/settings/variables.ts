/**
 * The readers of environment variables: each gives a setting's default when it is unset and checks
 * the value when it is set; `readVariables` names every bad value at once.
 */
import { isIP } from 'node:net'

export type Env = Record<string, string | undefined>

/** A setting the server cannot run with; the message names the setting and what to do. */
export class ConfigError extends Error {}

/**
 * How one variable reads: its value when unset, or else the set value, checked. A bad value throws
 * what it must be (a ConfigError when the reader words the whole message itself).
 */
export type Variable<T> = (raw: string | undefined) => T

class Expected extends Error {}

const set = (raw: string | undefined) => raw?.trim() || undefined

export const text =
  (fallback: string): Variable<string> =>
  (raw) =>
    set(raw) ?? fallback

export const optional: Variable<string | undefined> = set

export const number =
  (fallback: number, max = Infinity): Variable<number> =>
  (raw) => {
    const value = set(raw)
    if (value === undefined) return fallback
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > max)
      throw new Expected(max === Infinity ? 'a non-negative number' : `a number from 0 to ${max}`)
    return parsed
  }

export const port: Variable<number> = (raw) => {
  const value = number(4173, 65_535)(raw)
  if (!Number.isInteger(value)) throw new Expected('a port number from 0 to 65535')
  return value
}

const ON = ['1', 'true', 'yes', 'on']
const OFF = ['0', 'false', 'no', 'off']
export const flag =
  (fallback: boolean): Variable<boolean> =>
  (raw) => {
    const value = set(raw)?.toLowerCase()
    if (value === undefined) return fallback
    if (!ON.includes(value) && !OFF.includes(value))
      throw new Expected(`one of ${[...ON, ...OFF].join(', ')}`)
    return ON.includes(value)
  }

export const oneOf =
  <T extends string>(values: readonly T[], fallback: T): Variable<T> =>
  (raw) => {
    const value = set(raw)
    if (value === undefined) return fallback
    if (!(values as readonly string[]).includes(value))
      throw new Expected(`one of ${values.join(', ')}`)
    return value as T
  }

/** An address with one of `protocols`, e.g. ['http:', 'https:']. */
export function isUrl(value: string, protocols: string[]) {
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A text value that must pass `test`; `expected` says what it must be. */
export const checked =
  <Fallback extends string | undefined>(
    fallback: Fallback,
    test: (value: string) => boolean,
    expected: string,
  ): Variable<string | Fallback> =>
  (raw) => {
    const value = set(raw)
    if (value === undefined) return fallback
    if (!test(value)) throw new Expected(expected)
    return value
  }

export const list =
  (item: (entry: string) => string): Variable<string[]> =>
  (raw) =>
    (set(raw) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(item)

export const isHost = (value: string) =>
  isIP(value) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(value)

export const originOf = (url: string | undefined) => {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

type Values<Schema> = { [Name in keyof Schema]: Schema[Name] extends Variable<infer T> ? T : never }

/** Reads every variable; every bad value is named at once, each with what it must be. */
export function readVariables<Schema extends Record<string, Variable<unknown>>>(
  schema: Schema,
  env: Env,
): Values<Schema> {
  const values: Record<string, unknown> = {}
  const problems: string[] = []
  for (const [name, read] of Object.entries(schema)) {
    try {
      values[name] = read(env[name])
    } catch (error) {
      if (error instanceof Expected)
        problems.push(`${name} must be ${error.message}; got "${env[name]?.trim()}".`)
      else if (error instanceof ConfigError) problems.push(error.message)
      else throw error
    }
  }
  if (problems.length)
    throw new ConfigError(
      `Refusing to start with these settings:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    )
  return values as Values<Schema>
}
