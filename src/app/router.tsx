import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'

import { destinationSlugs, paths, singaporeAliasPath } from '@/config/paths'

import { ErrorBoundary } from './error-boundary'
import { BareLayout, ShellLayout } from './layout'

type Page = { Component: LazyExoticComponent<ComponentType>; source: string }

/**
 * Each page is its own chunk: a visitor downloads only the page they open. `source` names the
 * module for the build manifest, so prerendered HTML can preload the page's chunk; the prerender
 * fails the build if a source does not match a chunk.
 */
const lazyPage = (load: () => Promise<{ default: ComponentType }>, source: string): Page => ({
  Component: lazy(load),
  source,
})

const pages = {
  home: lazyPage(() => import('./routes/home'), 'src/app/routes/home/index.tsx'),
  services: lazyPage(() => import('./routes/services'), 'src/app/routes/services/index.tsx'),
  serviceGroup: lazyPage(
    () => import('./routes/services/group'),
    'src/app/routes/services/group.tsx',
  ),
  service: lazyPage(
    () => import('./routes/services/service'),
    'src/app/routes/services/service.tsx',
  ),
  about: lazyPage(() => import('./routes/about'), 'src/app/routes/about.tsx'),
  track: lazyPage(() => import('./routes/track'), 'src/app/routes/track.tsx'),
  contact: lazyPage(() => import('./routes/contact'), 'src/app/routes/contact.tsx'),
  blog: lazyPage(() => import('./routes/blog'), 'src/app/routes/blog/index.tsx'),
  post: lazyPage(() => import('./routes/blog/post'), 'src/app/routes/blog/post.tsx'),
  terms: lazyPage(() => import('./routes/legal/terms'), 'src/app/routes/legal/terms.tsx'),
  privacy: lazyPage(() => import('./routes/legal/privacy'), 'src/app/routes/legal/privacy.tsx'),
  gallery: lazyPage(() => import('./routes/gallery'), 'src/app/routes/gallery.tsx'),
  destination: lazyPage(
    () => import('./routes/destinations/destination'),
    'src/app/routes/destinations/destination.tsx',
  ),
  thankYou: lazyPage(() => import('./routes/thank-you'), 'src/app/routes/thank-you.tsx'),
  notFound: lazyPage(() => import('./routes/not-found'), 'src/app/routes/not-found.tsx'),
} satisfies Record<string, Page>

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
function route(path: string | undefined, { Component, source }: Page): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle: { source },
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

/** The route table of SPEC 2.1, built from `paths`. */
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
      route(paths.post.path, pages.post),
      route(paths.terms.path, pages.terms),
      route(paths.privacy.path, pages.privacy),
      route(paths.gallery.path, pages.gallery),
      route(paths.service.path, pages.service),
      ...[
        ...destinationSlugs.map((slug) => paths.destination.getHref(slug)),
        singaporeAliasPath,
      ].map((path) => route(path, pages.destination)),
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
