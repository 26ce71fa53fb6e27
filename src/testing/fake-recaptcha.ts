import { vi } from 'vitest'

type FakeOptions = { fail?: boolean }

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (widget: unknown, options: { action: string }) => Promise<string>
  render: () => number
}

/**
 * Stands in for Google's script at the browser boundary: when the provider injects the script tag,
 * we define `window.grecaptcha` and fire its load event, as the real script would.
 */
export function installFakeRecaptcha({ fail = false }: FakeOptions = {}) {
  let issued = 0
  const execute = vi.fn(async (_widget: unknown, { action }: { action: string }) => {
    if (fail) throw new Error('reCAPTCHA execution failed')
    issued += 1
    return `token-${action}-${issued}`
  })
  const grecaptcha: Grecaptcha = { ready: (callback) => callback(), execute, render: () => 0 }
  const target = window as unknown as Record<string, unknown>

  const fire = (script: HTMLScriptElement) => {
    target.grecaptcha = grecaptcha
    queueMicrotask(() => {
      const onLoadName = new URL(script.src).searchParams.get('onload')
      const callback = onLoadName ? target[onLoadName] : undefined
      if (typeof callback === 'function') callback()
      script.dispatchEvent(new Event('load'))
      script.onload?.(new Event('load'))
    })
  }
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLScriptElement && node.src.includes('/recaptcha/')) fire(node)
      })
    }
  })
  observer.observe(document.head, { childList: true })
  observer.observe(document.body, { childList: true })

  return {
    execute,
    uninstall() {
      observer.disconnect()
      delete target.grecaptcha
      document.querySelectorAll('script[src*="/recaptcha/"]').forEach((script) => script.remove())
    },
  }
}
