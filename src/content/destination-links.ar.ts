import { relatedLinks } from './related-links'

import type * as en from './destination-links'

export type { DestinationLink } from './destination-links'

export const destinationLinks: typeof en.destinationLinks = [
  {
    slug: 'international-relocation-india-qatar',
    country: 'الهند',
    transitTime: '15–30 يومًا',
    related: [
      'international-relocation-singapore-qatar',
      'international-relocation-malaysia-qatar',
      'international-relocation-thailand-qatar',
    ],
  },
  {
    slug: 'international-relocation-jordan-qatar',
    country: 'الأردن',
    transitTime: '2–4 أسابيع',
    related: ['international-relocation-turkey-qatar', 'international-relocation-israel-qatar'],
  },
  {
    slug: 'international-relocation-turkey-qatar',
    country: 'تركيا',
    transitTime: '2–4 أسابيع',
    related: [
      'international-relocation-jordan-qatar',
      'international-relocation-belgium-qatar',
      'international-relocation-belarus-qatar',
    ],
  },
  {
    slug: 'international-relocation-israel-qatar',
    country: 'إسرائيل',
    transitTime: '2–4 أسابيع',
    related: ['international-relocation-jordan-qatar', 'international-relocation-turkey-qatar'],
  },
  {
    slug: 'international-relocation-thailand-qatar',
    country: 'تايلاند',
    transitTime: '3–5 أسابيع',
    related: [
      'international-relocation-malaysia-qatar',
      'international-relocation-singapore-qatar',
      'international-relocation-japan-qatar',
    ],
  },
  {
    slug: 'international-relocation-singapore-qatar',
    country: 'سنغافورة',
    transitTime: '2–4 أسابيع',
    related: [
      'international-relocation-malaysia-qatar',
      'international-relocation-thailand-qatar',
      'international-relocation-australia-qatar',
    ],
  },
  {
    slug: 'international-relocation-malaysia-qatar',
    country: 'ماليزيا',
    transitTime: 'بحرًا 6–12 أسبوعًا، وجوًا 1–2 أسبوع',
    related: [
      'international-relocation-singapore-qatar',
      'international-relocation-thailand-qatar',
      'international-relocation-india-qatar',
    ],
  },
  {
    slug: 'international-relocation-australia-qatar',
    country: 'أستراليا',
    transitTime: '3–5 أسابيع',
    related: [
      'international-relocation-singapore-qatar',
      'international-relocation-malaysia-qatar',
      'international-relocation-japan-qatar',
    ],
  },
  {
    slug: 'international-relocation-brazil-qatar',
    country: 'البرازيل',
    transitTime: '3–6 أسابيع',
    related: ['international-relocation-mexico-qatar', 'international-relocation-barbados-qatar'],
  },
  {
    slug: 'international-relocation-belgium-qatar',
    country: 'بلجيكا',
    transitTime: '3–5 أسابيع',
    related: ['international-relocation-belarus-qatar', 'international-relocation-turkey-qatar'],
  },
  {
    slug: 'international-relocation-barbados-qatar',
    country: 'باربادوس',
    transitTime: '3–6 أسابيع',
    related: ['international-relocation-mexico-qatar', 'international-relocation-brazil-qatar'],
  },
  {
    slug: 'international-relocation-belarus-qatar',
    country: 'بيلاروسيا',
    transitTime: '3–6 أسابيع',
    related: ['international-relocation-belgium-qatar', 'international-relocation-turkey-qatar'],
  },
  {
    slug: 'international-relocation-japan-qatar',
    country: 'اليابان',
    transitTime: '4–8 أسابيع',
    related: [
      'international-relocation-singapore-qatar',
      'international-relocation-thailand-qatar',
      'international-relocation-australia-qatar',
    ],
  },
  {
    slug: 'international-relocation-mexico-qatar',
    country: 'المكسيك',
    transitTime: '3–6 أسابيع',
    related: ['international-relocation-brazil-qatar', 'international-relocation-barbados-qatar'],
  },
]

export const relatedDestinations: typeof en.relatedDestinations = (slug) =>
  relatedLinks(destinationLinks, slug)
