// @vitest-environment node
import type * as staff from '@contract/staff'

import * as en from '../people.messages'
import * as ar from '../people.messages.ar'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('The account page’s words on sessions', () => {
  it('should state the session limits of the contract, in both languages', () => {
    expect(en.sessionsIntro).toBe(
      'A session ends after 30 minutes without use, and 12 hours after sign-in in any case.',
    )
    expect(ar.sessionsIntro).toBe(
      'تنتهي الجلسة بعد 30 دقيقة دون استخدام، وبعد 12 ساعة من تسجيل الدخول في كل الأحوال.',
    )
  })

  it('should follow the limits when they change, not a copy of them', async () => {
    vi.resetModules()
    vi.doMock('@contract/staff', async (original) => ({
      ...(await original<typeof staff>()),
      SESSION_IDLE_MS: MINUTE,
      SESSION_MAX_MS: 8 * HOUR,
    }))
    const english = await import('../people.messages')
    const arabic = await import('../people.messages.ar')
    expect(english.sessionsIntro).toBe(
      'A session ends after 1 minute without use, and 8 hours after sign-in in any case.',
    )
    expect(arabic.sessionsIntro).toBe(
      'تنتهي الجلسة بعد دقيقة واحدة دون استخدام، وبعد 8 ساعات من تسجيل الدخول في كل الأحوال.',
    )
    vi.doUnmock('@contract/staff')
  })
})
