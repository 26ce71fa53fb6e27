import { Component, type ErrorInfo, type ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { language } from '@/i18n/current'

import * as text from './error-boundary.messages'

const RELOAD_KEY = 'chunk-reload-at'
/** A second failure this soon after a reload is real: show the error instead of looping. */
const RELOAD_COOLDOWN_MS = 30_000

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

type State = { error: unknown }

/**
 * Shown instead of a blank screen when a page throws. After a deploy, an open tab may ask for a
 * page chunk that no longer exists: reload once to fetch the new build.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack)
    if (!isChunkLoadError(error)) return
    const lastReload = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0)
    if (Date.now() - lastReload < RELOAD_COOLDOWN_MS) return
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
    window.location.reload()
  }

  render() {
    if (this.state.error === null) return this.props.children
    return (
      <div className="flex min-h-[70vh] items-center bg-sand-100 pt-24">
        <div className="container-page flex max-w-2xl flex-col items-start gap-5 py-16">
          <p className="eyebrow">{text.eyebrow}</p>
          <h1 className="text-3xl sm:text-4xl">{text.heading}</h1>
          <p className="text-lg text-ink-muted">{text.text}</p>
          <div className="flex flex-wrap gap-3">
            {/* A full page load, so a broken client state cannot follow the visitor home. */}
            <a href={language.prefix || '/'} className={buttonClasses()}>
              {text.home}
            </a>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="min-h-11 rounded-full px-5 font-semibold text-navy-900 underline underline-offset-4"
            >
              {text.retry}
            </button>
          </div>
        </div>
      </div>
    )
  }
}
