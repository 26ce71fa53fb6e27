import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Singapore',
  transitTime: '2–4 weeks',
  order: 15,
  related: [
    'international-relocation-malaysia-qatar',
    'international-relocation-thailand-qatar',
    'international-relocation-australia-qatar',
  ],
  bannerImage: destinationArt(
    'singapore',
    'The Singapore skyline with a rooftop-linked hotel, an observation wheel and tropical trees',
  ),
  header: {
    title: 'International Relocation from Qatar to Singapore',
    description: `Singapore and Doha share many of the same employers, schools and expatriate families, so the move between them is one we plan often. ${siteConfig.companyName} packs your home in Qatar, ships it from Hamad Port to the Port of Singapore and delivers it with our Singapore partner to your condominium, HDB flat or landed house.

Singapore Customs and the condominium management office both have their own requirements: documents for the household goods declaration, and booked lift and loading-bay slots for delivery. We arrange both.

Sea shipments take 2–4 weeks door to door on this well-served route.

Families usually send clothes, school things and kitchen basics ahead by air, so the first weeks in a serviced apartment are comfortable while the container sails. On delivery day our partner crew unpacks, reassembles beds and wardrobes, places furniture room by room and removes every carton and sheet of packing paper.`,
  },
  atAGlance: {
    sea: '2–4 weeks',
    air: '3–7 days',
    customs:
      'Used personal and household effects are usually relieved of GST for people relocating to Singapore; new items, alcohol and tobacco may be taxed.',
    documents:
      'Passport and your Singapore pass, a detailed inventory for the household goods declaration, and the lift booking at your condominium.',
    nextStep: 'Book a short call to plan your survey and the air shipment for your first weeks.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Singapore',
    intro: 'A fast, frequent route where good planning keeps everything on schedule.',
    reasons: [
      {
        title: 'Frequent direct sailings',
        description:
          'Singapore is one of the world’s best-connected ports, so containers from Hamad Port sail often and arrive predictably.',
      },
      {
        title: 'Condominium delivery booked',
        description:
          'Our partner books the lift and loading bay with your management office and protects common areas on delivery day.',
      },
      {
        title: 'Customs paperwork prepared',
        description:
          'We prepare the inventory and help you provide the passport and pass details needed to declare household goods.',
      },
      {
        title: 'Right-sized shipments',
        description:
          'Singapore homes are often smaller than Doha villas; we help you decide what to ship and what to store in Qatar.',
      },
      {
        title: 'Insurance door to door',
        description:
          'Transit insurance on a valued inventory covers packing, shipping and delivery.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Singapore moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Full and shared containers',
        description:
          'Dedicated containers for family homes and shared space for smaller moves, on regular sailings to Singapore.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation',
        description:
          'Singapore has detailed pet import rules, including licences and, depending on the country of origin, quarantine. We plan the timeline with your vet.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage in Doha',
        description:
          'Keep larger furniture in our climate-controlled warehouse until your next move or your return to Qatar.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Singapore works',
    description: 'Five steps, with dates agreed before anything is packed.',
    steps: [
      'Free survey and a fixed, itemised quote',
      'Documents: passport, employment or dependant pass and inventory',
      'Export packing and loading at your home in Qatar',
      'Sea freight and Singapore customs clearance',
      'Delivery with lift booking, assembly and unpacking',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Singapore',
    intro: 'Singapore is efficient, and expects the paperwork to be too.',
    reasons: [
      {
        title: 'Controlled and prohibited items',
        description:
          'Some goods, such as certain medicines, chewing gum in commercial quantities and weapons, are controlled or prohibited. Confirm current requirements with Singapore Customs.',
      },
      {
        title: 'Duty and GST',
        description:
          'Used household goods are generally relieved of duty and GST for people relocating, but alcohol, tobacco and new goods can be taxed.',
      },
      {
        title: 'Vehicles',
        description:
          'Car ownership in Singapore requires a Certificate of Entitlement and high taxes, so shipping a car from Qatar is rarely worthwhile.',
      },
      {
        title: 'Delivery windows',
        description:
          'Condominiums limit moving hours and may require deposits. We confirm the slot before your container arrives.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Singapore',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Singapore take?',
        description:
          'Sea shipments usually take 2–4 weeks door to door, including clearance and delivery. Air shipments arrive within a few days.',
      },
      {
        id: 2,
        title: 'Will I pay GST on my household goods?',
        description:
          'Used personal and household effects are usually relieved for people relocating to Singapore; new items, alcohol and tobacco may be taxed. Confirm current requirements with Singapore Customs.',
      },
      {
        id: 3,
        title: 'Can you deliver to my condominium?',
        description:
          'Yes. Our partner books the lift and loading bay with the management office, pays or arranges any moving deposit with you, and protects the common areas.',
      },
      {
        id: 4,
        title: 'Can my pet move to Singapore?',
        description:
          'Yes, with an import licence, microchip, vaccinations and tests completed in the right order. Depending on the rules for pets from Qatar, quarantine may apply. Start planning several months ahead.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Singapore',
    description: [
      'Tell us your moving date and new address, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Singapore | Door-to-Door Relocation',
    description:
      'Relocate from Qatar to Singapore with export packing, frequent sea freight, customs clearance and condominium delivery handled for you, in 2–4 weeks door to door.',
    keywords:
      'movers Qatar to Singapore, relocate Qatar to Singapore, shipping household goods Singapore, international movers Singapore, Doha to Singapore move',
    slug: 'international-relocation-singapore-qatar',
  },
} satisfies Destination
