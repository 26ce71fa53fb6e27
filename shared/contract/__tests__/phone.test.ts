// @vitest-environment node
import { expect, test } from 'vitest'

import { internationalNumber } from '../phone'

test.each([
  ['974', '55123456', '97455123456'],
  ['974', '97455123456', '97455123456'],
  ['44', '97455123456', '4497455123456'],
  ['44', '07700900123', '447700900123'],
  ['971', '0501234567', '971501234567'],
  ['39', '0612345678', '390612345678'],
  ['974', '00447700900123', '447700900123'],
  ['974', '+44 7700 900123', '44 7700 900123'],
  ['974', '', ''],
  ['974', '   ', ''],
])('should send %s with %j as %j', (dialCode, number, sent) => {
  expect(internationalNumber(dialCode, number)).toBe(sent)
})
