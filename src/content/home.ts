import { siteConfig } from '@/config/env'

import type { Faq, Statistic } from './types'

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

/** SPEC 2.3 statistics block. */
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

export const homeSeoText = {
  heading: 'Moving companies in Qatar: what to expect from a professional mover',
  paragraphs: [
    'Moving within Doha or leaving Qatar for good involves more than a truck. A professional moving company surveys your belongings, recommends the right packing for heat and humidity, plans access for buildings with lifts and loading bays, and schedules the crew around your lease dates and your family’s routine.',
    'For local moves between Doha, Lusail, The Pearl, Al Wakrah and Al Khor, most apartments move in a day and large villas in one or two. The crew protects floors and doorways, dismantles and reassembles furniture, and places everything room by room using the labels agreed at the survey.',
    'International relocation adds export packing, an inventory for customs, shipping by sea or air, and clearance and delivery at destination. Allow four to eight weeks for sea freight to most destinations and plan documents early: passports, residence permits, and for pets and vehicles, the permits and certificates each country requires.',
    'Businesses need a mover who can relocate an office over a weekend, crate IT equipment, reinstall workstations and keep records confidential. Importers and exporters need freight forwarding, customs clearance and storage they can rely on. A single provider for all of these keeps responsibility in one place.',
  ],
}

export const homeFaqs = [
  {
    question: 'How much does a house move in Doha cost?',
    answer:
      'It depends on the volume of your belongings, the distance, building access and the services you choose, such as packing, storage or furniture assembly. After a free survey we give a fixed, itemised quote.',
  },
  {
    question: 'How far ahead should I book?',
    answer:
      'Two to three weeks is comfortable for a local move, and six to eight weeks for an international move. End-of-month and summer dates fill first, so book early if your dates are fixed.',
  },
  {
    question: 'Do you pack everything for us?',
    answer:
      'Yes, if you wish. Full packing includes export-grade cartons, wrapping for furniture and fragile items, wardrobe boxes and labelling. We can also pack only fragile items, or supply materials for you to pack yourself.',
  },
  {
    question: 'Is my shipment insured?',
    answer:
      'We offer comprehensive transit insurance based on a valued inventory you complete with your coordinator. Claims must be made within 7 days of delivery; cash, jewellery and precious metals are excluded from standard cover.',
  },
  {
    question: 'Can you store our furniture between homes?',
    answer:
      'Yes. Our climate-controlled warehouse is monitored 24/7, and goods are stored in sealed, labelled lift-vans or on racking, for a few days or many months.',
  },
  {
    question: 'Do you move pets and cars?',
    answer:
      'Yes. We arrange permits, health certificates and IATA-approved crates for pets, and export documents, shipping and clearance for vehicles, by container or roll-on/roll-off.',
  },
] satisfies Faq[]
