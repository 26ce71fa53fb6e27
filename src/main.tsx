// Global, not in the carousel chunk: prerendered carousels below the fold hydrate late, and until
// slick's clipping rules arrive their tracks would widen the page and make phones zoom out.
import 'slick-carousel/slick/slick.css'
import './styles/index.css'
// After index.css, so each home section's measured height replaces the generic reservation there.
import './styles/reserved-heights.css'

import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import { App } from './app/app'
import { language } from './i18n/current'
import { readServedLookup, ServedLookupContext } from './features/tracking/served-lookup'
import { captureAttribution } from './lib/capture-attribution'

// The build links the fonts' stylesheet from the page after its first paint (ADR 037); the dev
// server serves no prerendered page, so here the app asks for it itself.
if (import.meta.env.DEV) void import('./styles/fonts.css')

// Before anything can change the address: the visit's landing page and campaign tags.
captureAttribution()

const container = document.getElementById('root')!
const app = (
  <ServedLookupContext value={readServedLookup()}>
    <App Router={BrowserRouter} basename={language.prefix} />
  </ServedLookupContext>
)

// Prerendered pages arrive as finished HTML: attach to it instead of rendering again. As a
// transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page, so a tap during start-up is not stuck behind it.
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else createRoot(container).render(app)
