import { destinations } from '../catalogue'
import type { DestinationLink } from '../types'

/**
 * The destination pages as links, in the site's order, for the footer, the "where we move" lists
 * and each page's related guides. The build evaluates this module and ships only its result (as
 * every module in `indexes/`: `buildTimeModules` in vite.config.ts), not the articles themselves.
 */
export const destinationLinks: DestinationLink[] = destinations.map(
  ({ country, transitTime, meta }) => ({ slug: meta.slug, country, transitTime }),
)
