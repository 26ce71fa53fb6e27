import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

import { installDialogPolyfill } from './dialog-polyfill'

// Lazy dialogs and sections load their chunks on first use; on a busy CI core that can take
// longer than Testing Library's 1 s default, which only delays a failing wait, never a passing one.
configure({ asyncUtilTimeout: 5_000 })

// Registered after setup-tests.ts's hook, so it runs before it (hooks stack): what unmounting logs
// is still caught there.
afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

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
