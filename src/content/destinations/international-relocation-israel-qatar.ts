import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Israel',
  transitTime: '2–4 weeks',
  order: 20,
  related: ['international-relocation-jordan-qatar', 'international-relocation-turkey-qatar'],
  bannerImage: destinationArt(
    'israel',
    'A Mediterranean old port with stone buildings, a lighthouse and small boats',
  ),
  header: {
    title: 'International Relocation between Qatar and Israel',
    description: `${siteConfig.companyName} helps expatriate professionals and families relocate household goods between Qatar and Israel, planning a route that works in practice and documents that satisfy customs at both ends.

Shipments on this route travel via international transhipment hubs rather than on a direct service, so careful routing, accurate paperwork and a reliable partner agent at destination matter more than usual. We arrange all three and keep you informed throughout.

Once your shipment is on its way, a typical door-to-door move takes 2–4 weeks, depending on the routing and clearance.`,
  },
  atAGlance: {
    sea: '2–4 weeks once it departs',
    air: '7–14 days',
    customs:
      'It depends on the direction and on your residence status at destination. Arriving in Qatar, a new resident’s used personal effects are generally cleared duty-free through Al Nadeeb, Qatar’s customs clearance system.',
    documents:
      'Passport copy, proof of your residence status at destination (in Qatar, your QID or entry visa), a detailed inventory or packing list, the bill of lading or air waybill, and proof of ownership for valuables.',
    nextStep:
      'Book a short call to plan your survey and a routing through a reliable transhipment hub.',
  },
  whyChoose: {
    title: 'Why choose us for this relocation',
    intro: '',
    reasons: [
      {
        title: 'Routing planned in advance',
        description:
          'We confirm a practical routing via established transhipment hubs before you commit, and explain the timing and costs it involves.',
      },
      {
        title: 'Documents checked twice',
        description:
          'Inventories, ownership and residence documents are prepared to the standard destination customs expects, which avoids holds and storage charges.',
      },
      {
        title: 'Experienced partner agent',
        description:
          'Clearance and delivery are handled by an established international moving agent at destination who works to the same inventory and standards as our Doha crew.',
      },
      {
        title: 'Discreet, professional service',
        description:
          'Your move is handled by one coordinator with clear communication and careful handling of your personal information.',
      },
      {
        title: 'Insurance for the full journey',
        description:
          'Transit insurance on a valued inventory covers your goods through every leg of the routing, including transhipment.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services on this route',
    service: [
      {
        image: illustration('sea-freight', 'A container ship with stacked containers at sea'),
        title: 'Consolidated and full-container shipping',
        description:
          'Shared container space for smaller moves and dedicated containers for full homes, routed via major Mediterranean and European hubs.',
      },
      {
        image: illustration('crating', 'A wooden crate built around framed artwork'),
        title: 'Crating for art and fragile items',
        description:
          'Custom wooden crates protect artwork, glass and antiques through the extra handling that a transhipment routing involves.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage while you settle',
        description:
          'Climate-controlled storage in Doha lets you ship part of your household now and the rest when you are ready.',
      },
    ],
  },
  process: {
    image: illustration('map-route', 'A map with a dotted route and location pins'),
    title: 'How the move works',
    description:
      'A five-step plan with dates, documents and responsibilities agreed before packing begins.',
    steps: [
      'Free survey and a fixed quotation with the proposed routing',
      'Documentation: inventory, passports, residence and ownership records',
      'Export packing and loading at your home in Qatar',
      'Ocean freight via a transhipment hub and customs clearance at destination',
      'Delivery, assembly and unpacking by our partner agent',
    ],
  },
  challenges: {
    title: 'What to plan for on this route',
    intro:
      'Regulations and routings on this lane can change, so we confirm the details for each move.',
    reasons: [
      {
        title: 'Indirect routing',
        description:
          'There is no direct shipping service, so goods are transhipped. Allow for the extra handling in your packing and your timetable.',
      },
      {
        title: 'Returning resident and new immigrant status',
        description:
          'Customs concessions on household goods often depend on your status on arrival. Confirm your entitlement with the relevant authority before shipping.',
      },
      {
        title: 'Electrical goods',
        description:
          'Large appliances and electronics may be assessed for duty or standards compliance. We help you decide what is worth shipping.',
      },
      {
        title: 'Pets and plants',
        description:
          'Pets need a microchip, rabies vaccination and veterinary certificates and import approval; plants and soil should not be shipped.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    questions: [
      {
        id: 1,
        title: 'How long does the move take?',
        description:
          'Once the shipment departs, a typical door-to-door move takes 2–4 weeks, depending on the transhipment routing and customs clearance at destination.',
      },
      {
        id: 2,
        title: 'Why is there no direct shipment?',
        description:
          'Shipping lines do not offer a direct service on this lane, so goods travel via an international hub. We choose routings with reliable connections and include them in your quote.',
      },
      {
        id: 3,
        title: 'Which documents will I need?',
        description:
          'Usually a passport copy, proof of your residence status at destination, a detailed inventory and, for valuable items, proof of ownership. Requirements change, so confirm current rules with the destination authorities; we check them with our partner agent for your move.',
      },
      {
        id: 4,
        title: 'Can my goods be insured?',
        description:
          'Yes. We arrange transit insurance on a valued inventory covering every leg of the journey, including transhipment and storage in transit.',
      },
    ],
  },
  contact: {
    title: 'Talk to a relocation coordinator',
    description: [
      'Every move on this route is planned individually. Tell us your dates and needs, and we will propose a routing and a fixed quote.',
      `Call ${siteConfig.primaryPhone} or send an enquiry, and a coordinator will reply within one working day.`,
    ],
  },
  meta: {
    title: 'Relocation between Qatar and Israel | Household Moves',
    description:
      'Household relocation between Qatar and Israel via transhipment hubs: packing, documents, customs clearance and door-to-door delivery in 2–4 weeks in transit.',
    keywords:
      'relocation Qatar Israel, international movers Israel, household goods shipping Israel, transhipment moving, international relocation',
    slug: 'international-relocation-israel-qatar',
  },
} satisfies Destination
