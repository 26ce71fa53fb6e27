import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Japan',
  transitTime: '4–8 weeks',
  order: 18,
  related: [
    'international-relocation-singapore-qatar',
    'international-relocation-thailand-qatar',
    'international-relocation-australia-qatar',
  ],
  bannerImage: destinationArt(
    'japan',
    'Mount Fuji behind a red pagoda with cherry blossom trees by the water',
  ),
  header: {
    title: 'International Relocation from Qatar to Japan',
    description: `Moving from Doha to Tokyo, Osaka or Yokohama means fitting a Gulf-sized household into Japanese homes, streets and rules. ${siteConfig.companyName} plans the whole move with you: what to ship, what to store and what to sell, then packs, ships, clears Japanese customs and delivers with our partner in Japan.

Packing and unpacking are included, customs is handled for you, and transit insurance is offered on every move, so one team is responsible from your door in Qatar to your door in Japan.

Sea shipments take 4–8 weeks door to door, depending on the port and routing; urgent items can follow by air in about a week.`,
  },
  atAGlance: {
    sea: '4–8 weeks',
    air: '5–10 days',
    customs:
      'Used personal effects declared as unaccompanied baggage are usually exempt from duty, on the Declaration of Personal Effects and Unaccompanied Articles you hand in when you land.',
    documents:
      'Passport with your landing stamp, your stamped copy of the declaration for unaccompanied articles, and a detailed inventory.',
    nextStep:
      'Book a short call to plan your survey and decide what to ship, store or sell for a Japanese home.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Japan',
    intro: 'Japan rewards precision; so does the way we plan your move.',
    reasons: [
      {
        title: 'Packing and unpacking included',
        description:
          'Our crew packs everything in Doha, and our partner crew in Japan unpacks, reassembles furniture and removes the materials, as Japanese buildings expect.',
      },
      {
        title: 'Customs handled for you',
        description:
          'We prepare the unaccompanied baggage declaration and inventory, and our partner clears customs on your behalf.',
      },
      {
        title: 'Right-sized shipments',
        description:
          'Japanese apartments are often smaller than Doha villas. We help you decide what to ship and what to store, so you do not pay to move furniture that will not fit.',
      },
      {
        title: 'Careful building logistics',
        description:
          'Delivery is booked with your building management, with floor and lift protection and, where needed, hoisting through balconies.',
      },
      {
        title: 'Insurance offered on every move',
        description:
          'Transit insurance on a valued inventory covers your goods door to door, including storage in transit.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Japan moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Sea freight to Tokyo, Yokohama and Kobe',
        description:
          'Full containers or shared space from Hamad Port to Japan’s main ports, with transhipment through reliable Asian hubs.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Air shipments for essentials',
        description:
          'A smaller air shipment to Narita, Haneda or Kansai brings clothes and essentials while the sea container is on its way.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage in Qatar',
        description:
          'Large furniture that will not suit a Japanese home can stay in our climate-controlled Doha warehouse for your next move.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'Our five-step process for moves to Japan',
    description:
      'The same five steps for every Japan move, with dates and responsibilities agreed before packing.',
    steps: [
      'Quote: a free survey in person or by video, and a fixed, itemised quotation',
      'Planning and documentation: inventory, unaccompanied baggage declaration and delivery plan',
      'Packing: export packing and loading by our crew in Doha',
      'Shipping and customs: sea or air freight and Japanese customs clearance',
      'Delivery and unpacking: placement, assembly and removal of materials in Japan',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Japan',
    intro: 'Most of these are simple to manage with notice; they are hard to fix afterwards.',
    reasons: [
      {
        title: 'Declaring unaccompanied baggage',
        description:
          'To import household goods free of duty, you normally declare your unaccompanied baggage when you arrive in Japan. Keep a copy of the inventory with your passport.',
      },
      {
        title: 'Electrical differences',
        description:
          'Japan uses 100 V and two different frequencies. Many Gulf appliances will not work without transformers, so some are better sold in Qatar.',
      },
      {
        title: 'Restricted items',
        description:
          'Some medicines, food products and plants are restricted or need approval. Ask us before packing anything you are unsure of.',
      },
      {
        title: 'Space and access',
        description:
          'Narrow streets and small lifts can limit truck size and furniture dimensions. We measure key pieces at survey.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Japan',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Japan take?',
        description:
          'Sea shipments usually take 4–8 weeks door to door, depending on the port and routing. Air shipments normally arrive within about a week.',
      },
      {
        id: 2,
        title: 'Is packing and unpacking included?',
        description:
          'Yes. Our crew packs everything in Doha and our partner crew in Japan unpacks, assembles furniture and takes away the packing materials.',
      },
      {
        id: 3,
        title: 'Will I pay duty on my household goods?',
        description:
          'Used personal effects declared as unaccompanied baggage are usually exempt from duty; new items and some goods may be taxed. Confirm current requirements with Japan Customs; we prepare the declaration with you.',
      },
      {
        id: 4,
        title: 'Do you offer insurance?',
        description:
          'Yes. We offer transit insurance on a valued inventory covering packing, shipping, storage in transit and delivery.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Japan',
    description: [
      'Tell us your moving date and your new city in Japan, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry, and a coordinator will reply within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Japan | Door-to-Door Relocation',
    description:
      'Move from Qatar to Japan with packing and unpacking included, customs handled and insurance offered: sea freight to Tokyo or Osaka in 4–8 weeks door to door.',
    keywords:
      'movers Qatar to Japan, relocation Doha to Tokyo, shipping household goods Japan, unaccompanied baggage Japan, international movers Japan',
    slug: 'international-relocation-japan-qatar',
  },
} satisfies Destination
