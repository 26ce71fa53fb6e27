import type { BlogPost, Destination, Service } from './types'

/**
 * Every service, post and destination in full, read from their files. For build-time code and
 * tests only (the card indexes, prerendering, the sitemap): a page that imported this would
 * download every article, so the browser reaches entries one at a time through `entries.ts`.
 */
const all = <T>(files: Record<string, { default: T }>) =>
  Object.values(files).map((module) => module.default)

/** The catalogue in id order (0–12), which is the order every list of services shows. */
export const services = all(
  import.meta.glob<{ default: Service }>(['./services/*.ts', '!**/*.ar.ts'], { eager: true }),
).sort((a, b) => a.id - b.id)

/** Newest first, the order of the blog list and the latest-news widget. */
export const posts = all(
  import.meta.glob<{ default: BlogPost }>(['./posts/*.ts', '!**/*.ar.ts'], { eager: true }),
).sort((a, b) => published(b) - published(a))

function published(post: BlogPost) {
  return Date.parse(`${post.date} ${post.time}`)
}

/** In the order the site lists them. */
export const destinations = all(
  import.meta.glob<{ default: Destination }>(['./destinations/*.ts', '!**/*.ar.ts'], {
    eager: true,
  }),
).sort((a, b) => a.order - b.order)

/** A service's slug: the last part of its page's path. */
export const serviceSlug = (service: Service) => service.slug.slice('/services/'.length)

/** The content pages' slugs, in the orders above. */
export const contentSlugs = {
  posts: posts.map((post) => post.id),
  services: services.map(serviceSlug),
  destinations: destinations.map((destination) => destination.meta.slug),
}
