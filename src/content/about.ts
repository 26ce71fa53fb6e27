import { siteConfig } from '@/config/env'

import { illustration } from './images'
import type { ImageRef, Statistic } from './types'

export const aboutBanner = {
  title: 'ISO Certified Moving Company in Qatar',
  intro: `${siteConfig.companyName} is ISO 9001, ISO 14001 and ISO 45001 certified, a member of an international movers’ association and a global moving network, and a member of the Qatar Chamber. Since 2011 we have moved homes, offices and cargo from Doha to more than 120 countries.`,
}

export const aboutServices = {
  heading: 'Everything a move needs, under one roof',
  intro:
    'We run our own crews, fleet and warehouse, so the people who survey your home are the people who move it.',
  highlights: [
    {
      title: 'House moves',
      description: 'Apartments and villas across Qatar, packed, moved and set up in a day or two.',
    },
    {
      title: 'International relocation',
      description: 'Door-to-door by sea, air or road, with customs handled at both ends.',
    },
    {
      title: 'Office relocation',
      description: 'Weekend moves with crated IT, labelled desks and a working office on Sunday.',
    },
    {
      title: 'Storage',
      description: 'Climate-controlled, 24/7 monitored storage for a week or a year.',
    },
    {
      title: 'Pets and vehicles',
      description: 'Permits, crates, flights and car shipping arranged by specialists.',
    },
    {
      title: 'Freight',
      description: 'Air, sea and GCC road freight for businesses, with customs clearance.',
    },
  ],
}

export type StoryBlock = { title: string; paragraphs: string[]; image?: ImageRef }

export const aboutStory: {
  heading: string
  blocks: StoryBlock[]
  values: { title: string; description: string }[]
} = {
  heading: 'Our story',
  blocks: [
    {
      title: 'Founded in Doha in 2011',
      paragraphs: [
        'We started with two trucks, six movers and a small office off Salwa Road, moving families between compounds in Al Waab and West Bay. Word of mouth did the rest: careful packing, honest quotes and crews who turned up on time in the middle of July.',
        'Over fourteen years we have grown into a full relocation and logistics company with more than twenty thousand moves behind us, without changing the way we work: one coordinator, one plan and one price for every customer.',
      ],
      image: illustration(
        'doha-skyline',
        'The Doha skyline along the Corniche with a traditional dhow in the bay',
      ),
    },
    {
      title: 'Our team',
      paragraphs: [
        'Our coordinators, surveyors, packers, drivers and technicians are permanent staff. Every crew member is trained in-house in wrapping, crating, safe lifting and furniture assembly, and our coordinators speak English and Arabic, with colleagues fluent in Hindi, Malayalam, Urdu and Tagalog.',
      ],
      image: illustration('moving-team', 'A uniformed moving crew standing beside a company truck'),
    },
    {
      title: 'Our fleet',
      paragraphs: [
        'Closed box trucks from 3 to 10 tonnes with air-ride suspension and tail lifts, container chassis for sea freight, and vans for quick city deliveries. Every vehicle carries blankets, straps, floor protection and a first-aid kit, and is tracked by GPS.',
      ],
    },
    {
      title: 'Our warehouse',
      paragraphs: [
        'Our bonded-ready warehouse is climate-controlled all year, monitored by CCTV around the clock and protected by fire detection and suppression. Household goods are sealed in numbered wooden lift-vans; commercial stock sits on racking with barcode inventory.',
      ],
      image: illustration(
        'warehouse-storage',
        'Tall racking with pallets in a clean, climate-controlled warehouse',
      ),
    },
  ],
  values: [
    {
      title: 'Care',
      description:
        'We handle every item as if it were our own, from a grandmother’s teacup to a server rack.',
    },
    {
      title: 'Honesty',
      description:
        'Fixed, itemised quotes and straight answers, including when something cannot be done.',
    },
    {
      title: 'Reliability',
      description:
        'We arrive when we say, finish when we promise, and tell you early if plans must change.',
    },
    {
      title: 'Safety',
      description:
        'Of our people, your home and your belongings, in every season of the Qatari year.',
    },
  ],
}

export const aboutStatsTitle: string = 'Making Your Move Simple, Secure, and Stress-Free'

/** The about page's counters. */
export const aboutStatistics = [
  { key: 'years', label: 'Years of Experience', target: 14, suffix: '+' },
  { key: 'corporate', label: 'Corporate Relocations', target: 1000, suffix: '+' },
  { key: 'countries', label: 'Countries Covered', target: 120, suffix: '+' },
  { key: 'satisfaction', label: 'Customer Satisfaction', target: 99, suffix: '%' },
] satisfies Statistic[]
