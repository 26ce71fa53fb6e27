import { ArrowUp } from 'lucide-react'

import { whatsappHref } from '@/config/env'
import { useScrollPast } from '@/hooks/use-scroll-past'
import { cn } from '@/lib/cn'

import * as text from './floating-actions.messages'
import { LanguageSuggestion } from './language-suggestion'

/** SPEC 2.2: the scroll-to-top button appears once the page has scrolled this far. */
const SCROLL_TOP_THRESHOLD = 100

export function WhatsAppGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.2-.1-1-.4-2-1.2-.7-.7-1.2-1.5-1.4-1.7-.1-.2 0-.4.1-.5l.4-.4.2-.4v-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3c-.2.3-.9.9-.9 2.2s1 2.6 1.1 2.7c.1.2 1.9 2.9 4.6 4 .6.3 1.1.5 1.5.6.6.2 1.2.2 1.6.1.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.5-.4z" />
    </svg>
  )
}

/**
 * The chat link (a gentle bounce that stops) and the scroll-to-top button, in a bar that sticks to
 * the bottom of the viewport. The bar is a gutter rather than two buttons over the page: it spans
 * the width and is opaque, and being sticky at the end of the document it also takes its own height
 * there, so at no scroll position does a button sit on a field, a button or text (the copyright
 * line and the captcha note used to hide under them). The chat link shows its words from the first
 * paint, scripts or not. A focused field is scrolled clear of it (the page's scroll-padding-bottom),
 * rather than the bar moving away: a bar that slid back as a field lost focus would land under a
 * finger on its way to the submit button and swallow the tap. For the same reason, when at the
 * top of a page it would lie over a control of the first screen, it waits for the first scroll
 * (the page loader decides before the first paint, src/prerender.tsx). The offer of the Arabic
 * pages floats above it.
 */
export function FloatingActions() {
  const scrolled = useScrollPast(SCROLL_TOP_THRESHOLD)
  return (
    <>
      <LanguageSuggestion />
      <aside
        aria-label={text.bar}
        data-floating-bar=""
        className="sticky bottom-0 z-40 flex items-center justify-between gap-3 border-t border-navy-100 bg-white px-4 py-2.5 sm:px-6"
      >
        <a
          data-floating=""
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text.chatLink}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[#1D7A46] ps-3 pe-5 font-semibold text-white shadow-soft hover:bg-[#176339] motion-safe:animate-chat-bounce"
        >
          <WhatsAppGlyph className="size-6" />
          {text.chat}
        </a>
        <button
          data-floating=""
          type="button"
          aria-label={text.scrollToTop}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white transition-[opacity,visibility] duration-300 hover:bg-navy-700',
            !scrolled && 'invisible opacity-0',
          )}
        >
          <ArrowUp className="size-5" aria-hidden="true" />
        </button>
      </aside>
    </>
  )
}
