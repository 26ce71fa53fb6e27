import '@testing-library/jest-dom/vitest'

import { format } from 'node:util'

import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'

import { installDialogPolyfill } from './dialog-polyfill'
import { server } from './mocks/server'

/**
 * A passing run prints nothing. A test that expects an error or warning spies on it and asserts it
 * (its own `mockImplementation` replaces this one); anything else logged fails the test.
 */
const unexpectedLogs: string[] = []
beforeEach(() => {
  for (const level of ['error', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpectedLogs.push(`console.${level}: ${format(...args)}`)
    })
})

// Lazy dialogs and sections load their chunks on first use; on a busy CI core that can take
// longer than Testing Library's 1 s default, which only delays a failing wait, never a passing one.
configure({ asyncUtilTimeout: 5_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  cleanup()
  sessionStorage.clear()
  expect(unexpectedLogs.splice(0)).toEqual([])
})
afterAll(() => server.close())

// jsdom lacks these browser APIs; components guard against them in production but call them here.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
window.scrollTo = (() => {}) as typeof window.scrollTo
installDialogPolyfill()
// jsdom lays nothing out, so there is never a size change to report.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
