import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom'

import { canonicalPath, paths, singaporeAliasPath } from '@/config/paths'
import { destinationEntries, postEntries, serviceEntries } from '@/content/entries'
import type { LazyEntry } from '@/content/types'

import { goLive } from '@/early-events/replay'

import { ErrorBoundary } from './error-boundary'
import { BareLayout, ShellLayout } from './layout'

type Page = { Component: LazyExoticComponent<ComponentType>; sources: string[] }

/**
 * Each page is its own chunk: a visitor downloads only the page they open. `sources` name the
 * modules for the build manifest, so prerendered HTML can preload the page's chunks; the
 * prerender fails the build if a source does not match a chunk.
 */
const lazyPage = (load: () => Promise<{ default: ComponentType }>, ...sources: string[]): Page => ({
  Component: lazy(load),
  sources,
})

/** A template page for one content entry: the template and that entry's chunk load together. */
function entryPage<T>(
  load: () => Promise<{ default: ComponentType<{ entry: T }> }>,
  source: string,
  entry: LazyEntry<T>,
): Page {
  return lazyPage(
    async () => {
      const [{ default: Template }, data] = await Promise.all([load(), entry.load()])
      return { default: () => <Template entry={data} /> }
    },
    source,
    entry.source,
  )
}

const loadServicePage = () => import('./routes/services/service')
const loadPostPage = () => import('./routes/blog/post')
const loadDestinationPage = () => import('./routes/destinations/destination')

const pages = {
  home: lazyPage(() => import('./routes/home'), 'src/app/routes/home/index.tsx'),
  services: lazyPage(() => import('./routes/services'), 'src/app/routes/services/index.tsx'),
  serviceGroup: lazyPage(
    () => import('./routes/services/group'),
    'src/app/routes/services/group.tsx',
  ),
  about: lazyPage(() => import('./routes/about'), 'src/app/routes/about.tsx'),
  track: lazyPage(() => import('./routes/track'), 'src/app/routes/track.tsx'),
  contact: lazyPage(() => import('./routes/contact'), 'src/app/routes/contact.tsx'),
  blog: lazyPage(() => import('./routes/blog'), 'src/app/routes/blog/index.tsx'),
  terms: lazyPage(() => import('./routes/legal/terms'), 'src/app/routes/legal/terms.tsx'),
  privacy: lazyPage(() => import('./routes/legal/privacy'), 'src/app/routes/legal/privacy.tsx'),
  gallery: lazyPage(() => import('./routes/gallery'), 'src/app/routes/gallery.tsx'),
  quote: lazyPage(() => import('./routes/get-a-quote'), 'src/app/routes/get-a-quote.tsx'),
  thankYou: lazyPage(() => import('./routes/thank-you'), 'src/app/routes/thank-you.tsx'),
  notFound: lazyPage(() => import('./routes/not-found'), 'src/app/routes/not-found.tsx'),
} satisfies Record<string, Page>

/**
 * Marks the document once the page itself (not just the shell) is live: the lazy page hydrates
 * after the shell. Then what the visitor did before that is played back (ADR 008).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    goLive()
  }, [])
  return null
}

/** A page inside an error boundary; the transition keeps the old page up while the next loads. */
function route(path: string | undefined, { Component, sources }: Page): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle: { sources },
    element: (
      <ErrorBoundary>
        <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
          <Component />
          <PageReady />
        </Suspense>
      </ErrorBoundary>
    ),
  }
}

/** The route table, built from `paths`. */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      route(undefined, pages.home),
      route(paths.services.path, pages.services),
      route(paths.about.path, pages.about),
      route(paths.moving.path, pages.serviceGroup),
      route(paths.logistics.path, pages.serviceGroup),
      route(paths.track.path, pages.track),
      route(paths.contact.path, pages.contact),
      route(paths.blog.path, pages.blog),
      ...Object.entries(postEntries).map(([slug, entry]) =>
        route(
          paths.post.getHref(slug),
          entryPage(loadPostPage, 'src/app/routes/blog/post.tsx', entry),
        ),
      ),
      // An unknown post replaces itself with /not-found.
      { path: paths.post.path, element: <Navigate to={paths.notFound.getHref()} replace /> },
      route(paths.terms.path, pages.terms),
      route(paths.privacy.path, pages.privacy),
      route(paths.gallery.path, pages.gallery),
      route(paths.quote.path, pages.quote),
      ...Object.entries(serviceEntries).map(([slug, entry]) =>
        route(
          paths.service.getHref(slug),
          entryPage(loadServicePage, 'src/app/routes/services/service.tsx', entry),
        ),
      ),
      // An unknown service slug replaces itself with /not-found.
      { path: paths.service.path, element: <Navigate to={paths.notFound.getHref()} replace /> },
      ...[
        ...Object.keys(destinationEntries).map((slug) => paths.destination.getHref(slug)),
        singaporeAliasPath,
      ].map((path) =>
        route(
          path,
          entryPage(
            loadDestinationPage,
            'src/app/routes/destinations/destination.tsx',
            destinationEntries[canonicalPath(path).slice(1)]!,
          ),
        ),
      ),
      route(paths.notFound.path, pages.notFound),
    ],
  },
  {
    element: <BareLayout />,
    children: [route(paths.thankYou.path, pages.thankYou), route('*', pages.notFound)],
  },
]

export function AppRoutes() {
  return useRoutes(routes)
}
