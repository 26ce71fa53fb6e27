import { services } from '../catalogue'
import type { ServiceCardData } from '../types'

/**
 * The catalogue's cards, in catalogue order. The build evaluates this module and ships only its
 * result (as every module in `indexes/`: `buildTimeModules` in vite.config.ts), so /service, the
 * group pages and the carousels load a few kilobytes of card data instead of all thirteen articles.
 */
export const serviceCards: ServiceCardData[] = services.map(
  ({ id, title, slug, group, cardImage, shortDescription }) => ({
    id,
    title,
    slug,
    group,
    cardImage,
    shortDescription,
  }),
)
