// The server specs share one database for the whole run, so a retried test (CI retries once)
// that made its first attempt's records again would meet them, a tracking number taken or two
// leads of one name, and fail for that alone. What a test makes through these is its attempt's own.
import { test } from '../fixtures'

/** 0 on a test's first run; then a number of its own for each retry and `--repeat-each` copy. */
export function attempt() {
  const { retry, repeatEachIndex } = test.info()
  return repeatEachIndex * 10 + retry
}

/** `value` (a name, a key in addresses) on the first attempt, `value-N` on the Nth after it. */
export const perAttempt = (value: string) => (attempt() ? `${value}-${attempt()}` : value)

/** `address` on the first attempt, with `.N` before the @ on the Nth after it. */
export const attemptEmail = (address: string) =>
  attempt() ? address.replace('@', `.${attempt()}@`) : address
