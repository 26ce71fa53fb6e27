/** What every feature logs through: pino's shape, so Fastify's request logger fits. */
export type Logger = {
  info: (obj: object, msg?: string) => void
  warn: (obj: object, msg?: string) => void
  error: (obj: object, msg?: string) => void
}
