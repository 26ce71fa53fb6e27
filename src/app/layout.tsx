import { Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'

import { BarePageContext } from '@/components/layout/bare-page'
import { SiteHeader } from '@/components/layout/site-header'
import { Deferred } from '@/components/ui/deferred'
import { MountOnFirstOpen } from '@/components/ui/mount-on-first-open'
import { CaptchaProvider } from '@/components/captcha/captcha-provider'
import { lazyNamed } from '@/lib/lazy-named'

import * as text from './layout.messages'
import { ScrollManager } from './scroll-manager'

/** Every page's footer sits below the fold: it is in the HTML at once and hydrates near the view. */
const SiteFooter = lazyNamed(() => import('@/components/layout/site-footer'), 'SiteFooter')

/**
 * The chat link is a plain link and the scroll-to-top button stays hidden until the visitor
 * scrolls, so their code need not hold up the first screen: the prerendered bar works as it is
 * until its chunk hydrates it.
 */
const FloatingActions = lazyNamed(
  () => import('@/components/layout/floating-actions'),
  'FloatingActions',
)

/** The planner and its animation engine load on first use, not with every page. */
const QuotePlannerDialog = lazyNamed(
  () => import('@/features/quote-planner/components/quote-planner-dialog'),
  'QuotePlannerDialog',
)

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[200] rounded-full bg-accent-500 px-5 py-3 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {text.skipToContent}
    </a>
  )
}

/** Routes outside the shell (thank-you, the catch-all not-found) still reset the scroll. */
export function BareLayout() {
  return (
    <BarePageContext.Provider value>
      <ScrollManager />
      <SkipLink />
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col focus:outline-none">
        <Outlet />
      </main>
    </BarePageContext.Provider>
  )
}

/** Fixed header, routed content, footer, floating actions and the quote modal. */
export function ShellLayout() {
  const [quoteOpen, setQuoteOpen] = useState(false)
  return (
    <CaptchaProvider>
      <ScrollManager />
      <SkipLink />
      <SiteHeader onGetQuote={() => setQuoteOpen(true)} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Deferred minHeight="40rem" persistent>
        <SiteFooter />
      </Deferred>
      <Suspense fallback={null}>
        <FloatingActions />
      </Suspense>
      <MountOnFirstOpen open={quoteOpen}>
        <QuotePlannerDialog
          open={quoteOpen}
          onClose={() => setQuoteOpen(false)}
          title={text.quotePlannerTitle}
        />
      </MountOnFirstOpen>
    </CaptchaProvider>
  )
}
