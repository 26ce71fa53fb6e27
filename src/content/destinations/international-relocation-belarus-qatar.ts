import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Belarus',
  transitTime: '3–6 weeks',
  order: 24,
  related: ['international-relocation-belgium-qatar', 'international-relocation-turkey-qatar'],
  bannerImage: destinationArt(
    'belarus',
    'A white church with onion domes among pine forests beside a calm lake',
  ),
  header: {
    title: 'International Relocation from Qatar to Belarus',
    description: `For Belarusian professionals returning from Doha and families relocating to Minsk, Brest or Grodno, ${siteConfig.companyName} arranges the whole move from Qatar: survey, export packing, shipping, customs support and delivery to your new home.

Belarus is landlocked, so household goods travel by sea to a European or Baltic port and continue by road, or by road and rail through established corridors. We choose a routing that is practical at the time you move and explain it in your quote.

Most moves take 3–6 weeks door to door, and your coordinator keeps you informed at every border.`,
  },
  atAGlance: {
    sea: '3–6 weeks, with the road leg',
    air: '7–14 days',
    customs:
      'Used personal effects are often duty-free within customs limits for people taking up residence; new goods and larger quantities may be taxed.',
    documents:
      'Passport, a detailed inventory and the customs declaration, with proof of residence in some cases; Russian translations of key papers speed up clearance.',
    nextStep:
      'Book a short call to plan your survey and the routing through a European or Baltic port.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Belarus',
    intro: 'Multi-modal moves need one accountable team; that is how we work.',
    reasons: [
      {
        title: 'Sea and road combined',
        description:
          'We plan the ocean leg from Hamad Port and the onward road leg together, so there is one plan, one inventory and one price.',
      },
      {
        title: 'Customs documents in order',
        description:
          'Inventories and declarations are prepared for the Eurasian Economic Union customs rules that apply to personal effects, with Russian-language translations where needed.',
      },
      {
        title: 'Packing for winter arrival',
        description:
          'Goods leave 40 °C heat and may arrive in freezing weather. Our packing protects electronics, instruments and wooden furniture from the change.',
      },
      {
        title: 'Apartment deliveries',
        description:
          'Our partner crew handles Soviet-era stairwells and small lifts, carrying, reassembling and placing furniture where you want it.',
      },
      {
        title: 'Insurance and tracking',
        description:
          'Transit insurance on a valued inventory, and updates at each stage: port departure, arrival in Europe, border crossing and delivery.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Belarus moves',
    service: [
      {
        image: illustration('road-freight', 'A semi-trailer truck on a highway'),
        title: 'Sea and road door-to-door',
        description:
          'Containers or crated consignments by sea to Europe, then onward by truck to your address in Belarus.',
      },
      {
        image: illustration('customs-documents', 'Documents, a passport and a customs stamp'),
        title: 'Customs and translation support',
        description:
          'We prepare inventories and supporting documents, and our partner assists with clearance at the Belarusian customs post.',
      },
      {
        image: illustration('crating', 'A wooden crate built around framed artwork'),
        title: 'Crating for long journeys',
        description:
          'Wooden crates for pianos, artwork and fragile items that travel several legs by sea and road.',
      },
    ],
  },
  process: {
    image: illustration('map-route', 'A map with a dotted route and location pins'),
    title: 'How your move to Belarus works',
    description: 'Five steps, each with dates, documents and responsibilities agreed in advance.',
    steps: [
      'Free survey and a fixed quotation with the planned routing',
      'Documents: passport, inventory and customs declaration for personal effects',
      'Export packing and loading in Qatar',
      'Sea freight to Europe, onward road transport and customs clearance',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Belarus',
    intro: 'These are the points that most affect the timetable on this route.',
    reasons: [
      {
        title: 'Duty-free limits on personal effects',
        description:
          'Personal effects may be imported free of duty within limits set by customs rules; goods beyond them, or new items, can be taxed. Confirm current requirements with Belarusian customs before shipping.',
      },
      {
        title: 'Border waiting times',
        description:
          'Road crossings into Belarus can have long queues, which is one reason we quote 3–6 weeks rather than a single date.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing a car involves duties, age limits and certification. Many clients sell their car in Qatar; we advise before you decide.',
      },
      {
        title: 'Winter conditions',
        description:
          'Snow and ice affect road transport and deliveries from November to March. We agree delivery windows with you and protect goods against cold.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Belarus',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Belarus take?',
        description:
          'Most moves take 3–6 weeks door to door, combining sea freight to Europe with onward road transport and customs clearance.',
      },
      {
        id: 2,
        title: 'Do I pay duty on my household goods?',
        description:
          'Used personal effects are often duty-free within customs limits for people taking up residence; new goods and larger quantities may be taxed. We check the current rules for your situation with our partner.',
      },
      {
        id: 3,
        title: 'What documents do I need?',
        description:
          'Typically your passport, a detailed inventory and a customs declaration, and for some cases proof of residence. Russian translations of key documents help clearance.',
      },
      {
        id: 4,
        title: 'Can you move my pet to Belarus?',
        description:
          'Yes. Pets generally need a microchip, a current rabies vaccination and a veterinary health certificate issued shortly before travel. We coordinate the flight and paperwork with your vet.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Belarus',
    description: [
      'Tell us your moving date and your new city, and we will send a routing and a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Belarus | Sea and Road Relocation',
    description:
      'Relocate from Qatar to Belarus with export packing, sea freight to Europe, onward road transport, customs support and delivery to Minsk in 3–6 weeks.',
    keywords:
      'movers Qatar to Belarus, relocation to Minsk, shipping household goods Belarus, international movers Belarus, Doha to Minsk move',
    slug: 'international-relocation-belarus-qatar',
  },
} satisfies Destination
