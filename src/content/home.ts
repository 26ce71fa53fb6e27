import { siteConfig } from '@/config/env'

import type { Statistic } from './types'

export const homeHero = {
  headline: 'Moving you across Doha or across the world, with nothing left to chance',
  subheadline:
    'House and office moves, international relocation, storage and freight, planned by one coordinator from survey to the last box unpacked.',
}

export const homeAbout = {
  heading: 'An ISO-certified moving company, rooted in Doha since 2011',
  paragraphs: [
    `${siteConfig.companyName} began with two trucks and a promise to treat every home as if it were our own. Today our trained crews, fleet and warehouse move families, expatriates and businesses across Qatar and to more than 120 countries.`,
    'We are ISO 9001, 14001 and 45001 certified and a member of several industry associations, including an international movers’ association whose audits cover our finances, our insurance and the way we handle your belongings.',
  ],
}

/** The home page's counters. */
export const homeStatistics = [
  { key: 'years', label: 'Years of Experience', target: 14, suffix: '+' },
  { key: 'moves', label: 'Successful Moves', target: 20000, suffix: '+' },
  { key: 'countries', label: 'Countries Covered', target: 120, suffix: '+' },
  { key: 'satisfaction', label: 'Customer Satisfaction', target: 99, suffix: '%' },
] satisfies Statistic[]

export type AccordionCopy = { title: string; body: string }

export const whoWeAre: { heading: string; items: AccordionCopy[] } = {
  heading: 'Who we are',
  items: [
    {
      title: 'One coordinator from survey to delivery',
      body: 'Your coordinator surveys your home, writes the plan and the fixed quote, books the crew, handles the paperwork and stays your single point of contact until the last box is unpacked.',
    },
    {
      title: 'Crews trained in-house, not hired by the day',
      body: 'Our packers, drivers and technicians are permanent staff, trained in wrapping, crating, lifting and furniture assembly, and they work in uniform with ID cards.',
    },
    {
      title: 'Our own fleet and warehouse',
      body: 'Closed trucks with air-ride suspension, lift-vans, a climate-controlled warehouse with 24/7 CCTV and fire suppression: we do not depend on subcontractors for the work that matters.',
    },
    {
      title: 'A partner network in 120+ countries',
      body: 'Abroad, audited partners of our international network clear customs, deliver and unpack, so your move is handled to the same standard at both ends.',
    },
  ],
}

export type FeatureCopy = {
  title: string
  description: string
  icon: 'ShieldCheck' | 'Clock' | 'Globe2' | 'PackageCheck' | 'Warehouse' | 'Headset'
}

export const whyChooseUs: { heading: string; subtitle: string; cards: FeatureCopy[] } = {
  heading: 'Why Choose Us',
  subtitle: 'Calm, organised moves from people who have done it twenty thousand times.',
  cards: [
    {
      title: 'Fixed, itemised quotes',
      description:
        'After a free survey you get a written quote listing every service. The price you agree is the price you pay.',
      icon: 'PackageCheck',
    },
    {
      title: 'Insured from door to door',
      description:
        'Comprehensive transit cover based on your own valued inventory, with claims handled by our team.',
      icon: 'ShieldCheck',
    },
    {
      title: 'On time, in any season',
      description:
        'Early starts in summer, Ramadan-aware schedules and a back-up truck on every large job.',
      icon: 'Clock',
    },
    {
      title: 'Global reach',
      description:
        'Sea, air and road routes to more than 120 countries, with customs handled at both ends.',
      icon: 'Globe2',
    },
    {
      title: 'Climate-controlled storage',
      description: 'Short or long term, in a 24/7 monitored warehouse kept cool and dry all year.',
      icon: 'Warehouse',
    },
    {
      title: 'Real people, seven days a week',
      description:
        'Call or message your coordinator directly; our emergency line answers every day of the week.',
      icon: 'Headset',
    },
  ],
}
