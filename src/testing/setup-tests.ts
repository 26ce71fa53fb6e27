import { format } from 'node:util'

import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  expect(unexpectedLogs.splice(0)).toEqual([])
})
afterAll(() => server.close())

// A file marked `// @vitest-environment node` tests code that never meets a page (content,
// contracts, the build's tools): it starts without jsdom, and without Testing Library and the
// browser stand-ins, which are most of a file's start-up.
if (typeof window !== 'undefined') await import('./setup-dom')
