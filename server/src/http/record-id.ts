/**
 * A record's id as an address or a query names it: 1 to 15 digits, so a safe integer that the
 * database compares without a cast; anything else names no record (undefined), which the route
 * answers as it answers an id that is not there.
 */
export const recordId = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined
