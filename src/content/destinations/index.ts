import { canonicalPath, type DestinationSlug } from '@/config/paths'

import type { Destination } from '../types'

import { australia } from './australia'
import { barbados } from './barbados'
import { belarus } from './belarus'
import { belgium } from './belgium'
import { brazil } from './brazil'
import { india } from './india'
import { israel } from './israel'
import { japan } from './japan'
import { jordan } from './jordan'
import { malaysia } from './malaysia'
import { mexico } from './mexico'
import { singapore } from './singapore'
import { thailand } from './thailand'
import { turkey } from './turkey'

/** SPEC 2.12: one page per country, keyed by its meta slug; the compiler catches a missing one. */
export const destinations = {
  'international-relocation-india-qatar': india,
  'international-relocation-jordan-qatar': jordan,
  'international-relocation-turkey-qatar': turkey,
  'international-relocation-israel-qatar': israel,
  'international-relocation-thailand-qatar': thailand,
  'international-relocation-singapore-qatar': singapore,
  'international-relocation-malaysia-qatar': malaysia,
  'international-relocation-australia-qatar': australia,
  'international-relocation-brazil-qatar': brazil,
  'international-relocation-belgium-qatar': belgium,
  'international-relocation-barbados-qatar': barbados,
  'international-relocation-belarus-qatar': belarus,
  'international-relocation-japan-qatar': japan,
  'international-relocation-mexico-qatar': mexico,
} satisfies Record<DestinationSlug, Destination>

/** The page for a path, the Singapore alias included (it resolves to its canonical slug). */
export function getDestinationByPath(pathname: string): Destination | undefined {
  const slug = canonicalPath(pathname).slice(1)
  return Object.hasOwn(destinations, slug) ? destinations[slug as DestinationSlug] : undefined
}
