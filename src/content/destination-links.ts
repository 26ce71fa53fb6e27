import { relatedLinks } from './related-links'

export type DestinationLink = {
  slug: string
  country: string
  /** Door-to-door transit time, as the country's page states it. */
  transitTime: string
  /** Two or three pages a reader of this one is likely to compare it with. */
  related: string[]
}

/**
 * The fourteen destination pages as links, small enough to ship with the footer: each page's own
 * content stays in its chunk. The content tests check these facts against the pages themselves.
 */
export const destinationLinks: DestinationLink[] = [
  {
    slug: 'international-relocation-india-qatar',
    country: 'India',
    transitTime: '15–30 days',
    related: [
      'international-relocation-singapore-qatar',
      'international-relocation-malaysia-qatar',
      'international-relocation-thailand-qatar',
    ],
  },
  {
    slug: 'international-relocation-jordan-qatar',
    country: 'Jordan',
    transitTime: '2–4 weeks',
    related: ['international-relocation-turkey-qatar', 'international-relocation-israel-qatar'],
  },
  {
    slug: 'international-relocation-turkey-qatar',
    country: 'Turkey',
    transitTime: '2–4 weeks',
    related: [
      'international-relocation-jordan-qatar',
      'international-relocation-belgium-qatar',
      'international-relocation-belarus-qatar',
    ],
  },
  {
    slug: 'international-relocation-israel-qatar',
    country: 'Israel',
    transitTime: '2–4 weeks',
    related: ['international-relocation-jordan-qatar', 'international-relocation-turkey-qatar'],
  },
  {
    slug: 'international-relocation-thailand-qatar',
    country: 'Thailand',
    transitTime: '3–5 weeks',
    related: [
      'international-relocation-malaysia-qatar',
      'international-relocation-singapore-qatar',
      'international-relocation-japan-qatar',
    ],
  },
  {
    slug: 'international-relocation-singapore-qatar',
    country: 'Singapore',
    transitTime: '2–4 weeks',
    related: [
      'international-relocation-malaysia-qatar',
      'international-relocation-thailand-qatar',
      'international-relocation-australia-qatar',
    ],
  },
  {
    slug: 'international-relocation-malaysia-qatar',
    country: 'Malaysia',
    transitTime: 'sea 6–12 weeks, air 1–2 weeks',
    related: [
      'international-relocation-singapore-qatar',
      'international-relocation-thailand-qatar',
      'international-relocation-india-qatar',
    ],
  },
  {
    slug: 'international-relocation-australia-qatar',
    country: 'Australia',
    transitTime: '3–5 weeks',
    related: [
      'international-relocation-singapore-qatar',
      'international-relocation-malaysia-qatar',
      'international-relocation-japan-qatar',
    ],
  },
  {
    slug: 'international-relocation-brazil-qatar',
    country: 'Brazil',
    transitTime: '3–6 weeks',
    related: ['international-relocation-mexico-qatar', 'international-relocation-barbados-qatar'],
  },
  {
    slug: 'international-relocation-belgium-qatar',
    country: 'Belgium',
    transitTime: '3–5 weeks',
    related: ['international-relocation-belarus-qatar', 'international-relocation-turkey-qatar'],
  },
  {
    slug: 'international-relocation-barbados-qatar',
    country: 'Barbados',
    transitTime: '3–6 weeks',
    related: ['international-relocation-mexico-qatar', 'international-relocation-brazil-qatar'],
  },
  {
    slug: 'international-relocation-belarus-qatar',
    country: 'Belarus',
    transitTime: '3–6 weeks',
    related: ['international-relocation-belgium-qatar', 'international-relocation-turkey-qatar'],
  },
  {
    slug: 'international-relocation-japan-qatar',
    country: 'Japan',
    transitTime: '4–8 weeks',
    related: [
      'international-relocation-singapore-qatar',
      'international-relocation-thailand-qatar',
      'international-relocation-australia-qatar',
    ],
  },
  {
    slug: 'international-relocation-mexico-qatar',
    country: 'Mexico',
    transitTime: '3–6 weeks',
    related: ['international-relocation-brazil-qatar', 'international-relocation-barbados-qatar'],
  },
]

export const relatedDestinations = (slug: string): DestinationLink[] =>
  relatedLinks(destinationLinks, slug)
