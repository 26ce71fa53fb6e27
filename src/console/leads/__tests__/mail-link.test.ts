// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { mailtoHref } from '../mail-link'

describe('a lead’s mail link', () => {
  it('should keep an address’s ? & and % inside the address, so they add no copy or body', () => {
    const href = mailtoHref('x?bcc=spy%40evil.example&body=hi@example.com', 'Your move')
    const url = new URL(href)
    expect(url.search).toBe('?subject=Your%20move')
    expect(decodeURIComponent(url.pathname)).toBe('x?bcc=spy%40evil.example&body=hi@example.com')
    expect(href).not.toMatch(/[?&]bcc=|[?&]body=/)
  })

  it('should show an ordinary address as it is typed', () => {
    expect(mailtoHref('fatima@example.com', 'مرحبًا')).toBe(
      `mailto:fatima@example.com?subject=${encodeURIComponent('مرحبًا')}`,
    )
  })
})
