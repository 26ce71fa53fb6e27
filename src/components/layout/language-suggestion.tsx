import { X } from 'lucide-react'
import { useEffect, useState } from 'react'

import { useIsClient } from '@/hooks/use-is-client'
import { locale, otherLanguage } from '@/i18n/current'

import * as text from './language-suggestion.messages'
import { useOtherLanguageHref } from './language-switch'

const CHOICE_KEY = 'language-choice'

/** The language the visitor chose: by reading an Arabic page, or by turning the suggestion down. */
function remember(choice: string) {
  try {
    localStorage.setItem(CHOICE_KEY, choice)
  } catch {
    // A browser that keeps nothing may show the suggestion again, which is harmless.
  }
}

/** An English page, a browser that puts Arabic first, and no language chosen before. */
function suggested() {
  let chosen: string | null = null
  try {
    chosen = localStorage.getItem(CHOICE_KEY)
  } catch {
    // As above: nothing remembered.
  }
  const preferred = navigator.languages?.[0] ?? navigator.language
  return locale === 'en' && !chosen && /^ar\b/i.test(preferred ?? '')
}

/**
 * A first-time visitor whose browser puts Arabic first, on an English page, gets one line offering
 * the Arabic page. Never a redirect: crawlers and shared links keep the page they asked for. It
 * floats over the page, so showing it moves nothing. Reading an Arabic page or dismissing the
 * line is remembered, and the line does not come back.
 */
export function LanguageSuggestion() {
  const isClient = useIsClient()
  const [dismissed, setDismissed] = useState(false)
  const href = useOtherLanguageHref()

  useEffect(() => {
    if (locale !== 'en') remember(locale)
  }, [])

  if (!isClient || dismissed || !suggested()) return null
  return (
    <aside
      lang={otherLanguage.lang}
      dir="rtl"
      aria-label={text.label}
      className="fixed inset-x-4 bottom-24 z-[60] mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-navy-900 py-2 ps-4 pe-2 text-white shadow-lift"
    >
      <p className="grow text-sm">
        {text.available}{' '}
        <a
          href={href}
          hrefLang={otherLanguage.hreflang}
          className="font-bold text-accent-400 underline underline-offset-2"
        >
          {text.switchLanguage}
        </a>
      </p>
      <button
        type="button"
        aria-label={text.dismiss}
        onClick={() => {
          remember(locale)
          setDismissed(true)
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </aside>
  )
}
