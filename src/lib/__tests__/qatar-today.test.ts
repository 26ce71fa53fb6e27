// @vitest-environment node
import { expect, test } from 'vitest'

import { qatarToday } from '../qatar-today'

test("gives Doha's date as YYYY-MM-DD, turning at midnight there (21:00 UTC)", () => {
  expect(qatarToday(new Date('2025-04-01T20:59:00Z'))).toBe('2025-04-01')
  expect(qatarToday(new Date('2025-04-01T21:00:00Z'))).toBe('2025-04-02')
  expect(qatarToday(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01')
})

test('pads single-digit months and days, as a date field needs', () => {
  expect(qatarToday(new Date('2026-03-05T08:00:00Z'))).toBe('2026-03-05')
})
