import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes } from 'react-router-dom'

import { destinationSlugs, paths, singaporeAliasPath } from '@/config/paths'

import { ErrorBoundary } from './error-boundary'
import { BareLayout, ShellLayout } from './layout'

/** Each page is its own chunk: a visitor downloads only the page they open. */
const HomeRoute = lazy(() => import('./routes/home'))
const ServicesRoute = lazy(() => import('./routes/services'))
const ServiceGroupRoute = lazy(() => import('./routes/services/group'))
const ServiceRoute = lazy(() => import('./routes/services/service'))
const AboutRoute = lazy(() => import('./routes/about'))
const TrackRoute = lazy(() => import('./routes/track'))
const ContactRoute = lazy(() => import('./routes/contact'))
const BlogRoute = lazy(() => import('./routes/blog'))
const PostRoute = lazy(() => import('./routes/blog/post'))
const TermsRoute = lazy(() => import('./routes/legal/terms'))
const PrivacyRoute = lazy(() => import('./routes/legal/privacy'))
const GalleryRoute = lazy(() => import('./routes/gallery'))
const DestinationRoute = lazy(() => import('./routes/destinations/destination'))
const ThankYouRoute = lazy(() => import('./routes/thank-you'))
const NotFoundRoute = lazy(() => import('./routes/not-found'))

/**
 * Marks the document once the page itself (not just the shell) is live: the lazy page hydrates
 * after the shell. End-to-end tests wait for it before typing.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/** A page inside an error boundary; the transition keeps the old page up while the next loads. */
function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Component />
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  )
}

/** The route table of SPEC 2.1, rendered from `paths`. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route index element={page(HomeRoute)} />
        <Route path={paths.services.path} element={page(ServicesRoute)} />
        <Route path={paths.about.path} element={page(AboutRoute)} />
        <Route path={paths.moving.path} element={page(ServiceGroupRoute)} />
        <Route path={paths.logistics.path} element={page(ServiceGroupRoute)} />
        <Route path={paths.track.path} element={page(TrackRoute)} />
        <Route path={paths.contact.path} element={page(ContactRoute)} />
        <Route path={paths.blog.path} element={page(BlogRoute)} />
        <Route path={paths.post.path} element={page(PostRoute)} />
        <Route path={paths.terms.path} element={page(TermsRoute)} />
        <Route path={paths.privacy.path} element={page(PrivacyRoute)} />
        <Route path={paths.gallery.path} element={page(GalleryRoute)} />
        <Route path={paths.service.path} element={page(ServiceRoute)} />
        {[
          ...destinationSlugs.map((slug) => paths.destination.getHref(slug)),
          singaporeAliasPath,
        ].map((path) => (
          <Route key={path} path={path} element={page(DestinationRoute)} />
        ))}
        <Route path={paths.notFound.path} element={page(NotFoundRoute)} />
      </Route>
      <Route element={<BareLayout />}>
        <Route path={paths.thankYou.path} element={page(ThankYouRoute)} />
        <Route path="*" element={page(NotFoundRoute)} />
      </Route>
    </Routes>
  )
}
