import { ArrowUp } from 'lucide-react'

import { whatsappHref } from '@/config/env'
import { useFieldFocused } from '@/hooks/use-field-focused'
import { useScrollPast } from '@/hooks/use-scroll-past'
import { cn } from '@/lib/cn'

import * as text from './floating-actions.messages'
import { LanguageSuggestion } from './language-suggestion'

/** The floating buttons appear once the page has scrolled this far. */
const SCROLL_TOP_THRESHOLD = 100

export function WhatsAppGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.2-.1-1-.4-2-1.2-.7-.7-1.2-1.5-1.4-1.7-.1-.2 0-.4.1-.5l.4-.4.2-.4v-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3c-.2.3-.9.9-.9 2.2s1 2.6 1.1 2.7c.1.2 1.9 2.9 4.6 4 .6.3 1.1.5 1.5.6.6.2 1.2.2 1.6.1.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.5-.4z" />
    </svg>
  )
}

/**
 * The chat link (gentle bounce that stops) and the scroll-to-top button.
 * Both float only once the visitor has scrolled past the first screen's top, and step aside while
 * a field has focus: at the first screen a fixed corner button always sits on whatever the page
 * shows there (the hero's name field on phones), and while typing the on-screen keyboard leaves
 * too little room for anything to float over. The chat link is a round icon for the same reason;
 * its accessible name and tooltip keep the service's name. The offer of the Arabic pages floats
 * with them, as it too waits for the page to be live.
 */
export function FloatingActions() {
  const scrolled = useScrollPast(SCROLL_TOP_THRESHOLD)
  const typing = useFieldFocused()
  const shown = scrolled && !typing
  const hidden = 'pointer-events-none translate-y-3 opacity-0'
  return (
    <>
      <LanguageSuggestion />
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text.chatLink}
        title={text.chat}
        aria-hidden={!shown}
        tabIndex={shown ? 0 : -1}
        className={cn(
          'fixed bottom-5 start-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-[#1D7A46] text-white shadow-lift transition-all duration-300 hover:bg-[#176339] sm:start-6',
          shown ? 'animate-chat-bounce translate-y-0 opacity-100' : hidden,
        )}
      >
        <WhatsAppGlyph className="size-6" />
      </a>
      <button
        type="button"
        aria-label={text.scrollToTop}
        aria-hidden={!shown}
        tabIndex={shown ? 0 : -1}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        className={cn(
          'fixed end-4 bottom-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lift transition-all duration-300 hover:bg-navy-700 sm:end-6',
          shown ? 'translate-y-0 opacity-100' : hidden,
        )}
      >
        <ArrowUp className="size-5" aria-hidden="true" />
      </button>
    </>
  )
}
