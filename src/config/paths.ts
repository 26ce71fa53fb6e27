/**
 * The route table: one typed source of truth for every path of the site.
 * Navigation, the router, prerendering and the sitemap all derive from it. A service, post or
 * destination page exists because its content file does: the file's name is the page's slug.
 */

/**
 * The route table registers Singapore at this path too; it serves the same
 * page, whose canonical URL is the content's own slug.
 */
export const singaporeAliasPath = '/relocate-qatar-to-singapore'

/** The contact form's section: /contact-us#reach-out-to-us and other pages link to it. */
export const REACH_OUT_ANCHOR = 'reach-out-to-us'

export const paths = {
  home: { path: '/', getHref: () => '/' },
  services: { path: '/service', getHref: () => '/service' },
  about: { path: '/about-us', getHref: () => '/about-us' },
  moving: {
    path: '/moving-and-packing-companies-qatar',
    getHref: () => '/moving-and-packing-companies-qatar',
  },
  logistics: { path: '/logistics-companies-qatar', getHref: () => '/logistics-companies-qatar' },
  track: { path: '/track-your-cargo', getHref: () => '/track-your-cargo' },
  contact: {
    path: '/contact-us',
    getHref: (hash?: string) => `/contact-us${hash ? `#${hash}` : ''}`,
  },
  blog: {
    path: '/blog',
    getHref: (page?: number) => (page && page > 1 ? `/blog?page=${page}` : '/blog'),
  },
  post: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${slug}` },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  gallery: { path: '/gallery', getHref: () => '/gallery' },
  /** With the planner's first answers as its deep link (README, "Links that start a quote"). */
  quote: {
    path: '/get-a-quote',
    getHref: (choices: { service?: string; from?: string; to?: string } = {}) => {
      const query = new URLSearchParams(
        Object.entries(choices).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString()
      return query ? `/get-a-quote?${query}` : '/get-a-quote'
    },
  },
  service: { path: '/services/:slug', getHref: (slug: string) => `/services/${slug}` },
  destination: { getHref: (slug: string) => `/${slug}` },
  /** With the enquiry's reference when the server returned one, so the page can show it. */
  thankYou: {
    path: '/thank-you',
    getHref: (reference?: number | null) =>
      reference == null ? '/thank-you' : `/thank-you?ref=${reference}`,
  },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
} as const

type StaticPageKey =
  | 'home'
  | 'services'
  | 'about'
  | 'moving'
  | 'logistics'
  | 'track'
  | 'contact'
  | 'blog'
  | 'terms'
  | 'privacy'
  | 'gallery'
  | 'quote'

const staticPageKeys: StaticPageKey[] = [
  'home',
  'services',
  'about',
  'moving',
  'logistics',
  'track',
  'contact',
  'blog',
  'terms',
  'privacy',
  'gallery',
  'quote',
]

/** The slugs of the pages made from content files (found from the files themselves). */
export type ContentSlugs = Record<'posts' | 'services' | 'destinations', readonly string[]>

/** Every concrete path a visitor can open, in the route table's order. */
export function getAllRoutePaths(slugs: ContentSlugs): string[] {
  return [
    ...staticPageKeys.map((key) => paths[key].path),
    ...slugs.posts.map((slug) => paths.post.getHref(slug)),
    ...slugs.services.map((slug) => paths.service.getHref(slug)),
    ...slugs.destinations.map((slug) => paths.destination.getHref(slug)),
    singaporeAliasPath,
    paths.thankYou.path,
    paths.notFound.path,
  ]
}

/** The canonical form of a path: one URL per page for search engines and share cards. */
export function canonicalPath(pathname: string): string {
  if (pathname === singaporeAliasPath) return '/international-relocation-singapore-qatar'
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1)
  return pathname
}
