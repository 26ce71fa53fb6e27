import type { DestinationSlug } from '@/config/paths'

import type { Destination, LazyEntry } from '../types'

/**
 * SPEC 2.12: one page per country, keyed by its meta slug (the compiler catches a missing one).
 * Each page is its own chunk, preloaded with the page by prerendering through `source`.
 */
export const destinations: Record<DestinationSlug, LazyEntry<Destination>> = {
  'international-relocation-india-qatar': {
    load: () => import('./india').then((module) => module.india),
    source: 'src/content/destinations/india.ts',
  },
  'international-relocation-jordan-qatar': {
    load: () => import('./jordan').then((module) => module.jordan),
    source: 'src/content/destinations/jordan.ts',
  },
  'international-relocation-turkey-qatar': {
    load: () => import('./turkey').then((module) => module.turkey),
    source: 'src/content/destinations/turkey.ts',
  },
  'international-relocation-israel-qatar': {
    load: () => import('./israel').then((module) => module.israel),
    source: 'src/content/destinations/israel.ts',
  },
  'international-relocation-thailand-qatar': {
    load: () => import('./thailand').then((module) => module.thailand),
    source: 'src/content/destinations/thailand.ts',
  },
  'international-relocation-singapore-qatar': {
    load: () => import('./singapore').then((module) => module.singapore),
    source: 'src/content/destinations/singapore.ts',
  },
  'international-relocation-malaysia-qatar': {
    load: () => import('./malaysia').then((module) => module.malaysia),
    source: 'src/content/destinations/malaysia.ts',
  },
  'international-relocation-australia-qatar': {
    load: () => import('./australia').then((module) => module.australia),
    source: 'src/content/destinations/australia.ts',
  },
  'international-relocation-brazil-qatar': {
    load: () => import('./brazil').then((module) => module.brazil),
    source: 'src/content/destinations/brazil.ts',
  },
  'international-relocation-belgium-qatar': {
    load: () => import('./belgium').then((module) => module.belgium),
    source: 'src/content/destinations/belgium.ts',
  },
  'international-relocation-barbados-qatar': {
    load: () => import('./barbados').then((module) => module.barbados),
    source: 'src/content/destinations/barbados.ts',
  },
  'international-relocation-belarus-qatar': {
    load: () => import('./belarus').then((module) => module.belarus),
    source: 'src/content/destinations/belarus.ts',
  },
  'international-relocation-japan-qatar': {
    load: () => import('./japan').then((module) => module.japan),
    source: 'src/content/destinations/japan.ts',
  },
  'international-relocation-mexico-qatar': {
    load: () => import('./mexico').then((module) => module.mexico),
    source: 'src/content/destinations/mexico.ts',
  },
}
