// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { EMAIL_PATTERN } from '../email.ts'

describe('an e-mail address', () => {
  it.each([
    'fatima@example.com',
    'o.brien+moves@mail.example.qa',
    "o'neil@example.co.uk",
    'UPPER@EXAMPLE.COM',
    'x@xn--mgbaal8b0b.qa',
  ])('accepts %j', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true)
  })

  // Each of these made the mailer deliver to another address than the one checked, or to several.
  it.each([
    'a,b@example.test',
    '<y@example.test>',
    'z@example.test>',
    'g:x@example.test;',
    '"x"@example.test',
    'name <x@example.test>',
    'x@example.test (comment)',
    'a b@example.test',
    'a@b@example.test',
    'a@localhost',
    'a@example.',
    'a@.example.com',
    'a@example..com',
    'a\r\nbcc: x@example.test',
    'a\u202e@example.test',
    'a\u0000@example.test',
    'a\u2028@example.test',
    // Each of these ends the address in a mail link and starts its fields (issue 48, W5).
    'x?bcc=spy%40evil.example&body=hi@example.com',
    'x?cc@example.com',
    'a&b@example.com',
    'fifty%@example.com',
    '',
  ])('refuses %j', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false)
  })
})
