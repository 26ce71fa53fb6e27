import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Brazil',
  transitTime: '3–6 weeks',
  order: 21,
  related: ['international-relocation-mexico-qatar', 'international-relocation-barbados-qatar'],
  bannerImage: destinationArt(
    'brazil',
    'Green mountains around a bay with a statue on the highest peak and a palm-lined beach',
  ),
  header: {
    title: 'International Relocation from Qatar to Brazil',
    description: `From engineers returning to Rio de Janeiro after a project in Qatar to families relocating to São Paulo, ${siteConfig.companyName} moves households from Doha to Brazil with the planning this route demands.

Brazilian customs is thorough. Household goods are cleared as unaccompanied baggage, which depends on your immigration status, your arrival in Brazil and a precise inventory. We start with those documents, then pack, ship via Santos or Rio de Janeiro and deliver with our Brazilian partner agent.

Allow 3–6 weeks for the sea voyage and delivery, plus the customs clearance period, which we plan with you.`,
  },
  atAGlance: {
    sea: '3–6 weeks, plus clearance',
    air: '7–14 days',
    customs:
      'Used household goods clear as unaccompanied baggage and may be exempt within the rules for your immigration status; new items are taxed.',
    documents:
      'Passport with your visa or proof of your Brazilian status, the page stamped on your arrival in Brazil, and a precise, itemised inventory.',
    nextStep:
      'Book a short call to plan your survey and check with the consulate which documents your status needs.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Brazil',
    intro: 'On this route the paperwork decides the timetable, so we start with it.',
    reasons: [
      {
        title: 'Customs-ready inventory',
        description:
          'We prepare a detailed, itemised inventory in the form Brazilian customs expects, with values and Portuguese descriptions where required.',
      },
      {
        title: 'Status and timing checked',
        description:
          'Clearance as unaccompanied baggage depends on your visa or citizenship and your arrival date. We check them before your container sails.',
      },
      {
        title: 'Experienced Brazilian partner',
        description:
          'Our agent in Brazil handles the clearance process, inspection and delivery to houses and apartment buildings in your city.',
      },
      {
        title: 'Packing for the tropics',
        description:
          'Moisture barriers and sealed wrapping protect wood, fabrics and electronics on a humid ocean voyage.',
      },
      {
        title: 'Insurance and updates',
        description:
          'Transit insurance on a valued inventory, and a coordinator who tells you where your shipment is at every stage.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Brazil moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Container shipping to Santos and Rio',
        description:
          'Dedicated 20ft and 40ft containers from Hamad Port, with transhipment through major hubs to Brazil’s main ports.',
      },
      {
        image: illustration('customs-documents', 'Documents, a passport and a customs stamp'),
        title: 'Documentation and clearance support',
        description:
          'We prepare the inventory and export papers in Qatar and coordinate the import documents with our partner in Brazil.',
      },
      {
        image: illustration('family-move', 'A family with boxes outside their new home'),
        title: 'Family relocation packages',
        description:
          'Packing, shipping, storage and unpacking for families, with school-friendly timing and an air shipment for essentials.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'Your move to Brazil in five steps',
    description: 'A written plan agreed before packing, with dates and documents for every stage.',
    steps: [
      'Free survey and a fixed, itemised quotation',
      'Documents: passport, visa or citizenship proof and a customs inventory',
      'Export packing and container loading in Qatar',
      'Ocean freight to Brazil and customs clearance as unaccompanied baggage',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Brazil',
    intro: 'Brazil rewards careful preparation; these points shape most moves.',
    reasons: [
      {
        title: 'Arrival before your goods',
        description:
          'Household goods are normally cleared as unaccompanied baggage linked to your own arrival in Brazil. Plan to arrive first and keep your entry records.',
      },
      {
        title: 'New and restricted items',
        description:
          'New goods, large quantities and some electronics can be taxed or refused. Declare everything accurately and ask us before packing anything new.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing used cars into Brazil is heavily restricted for most people. Sell your car in Qatar unless you have confirmed an exemption.',
      },
      {
        title: 'Clearance time',
        description:
          'Inspection and clearance can take longer than the voyage itself. We build it into your plan and can store goods while it completes.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Brazil',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Brazil take?',
        description:
          'The voyage and delivery usually take 3–6 weeks, and customs clearance in Brazil adds time depending on inspection. We give you a realistic date when we book.',
      },
      {
        id: 2,
        title: 'Will I pay import duty?',
        description:
          'Used household goods cleared as unaccompanied baggage may be exempt within the rules for your status; new items and some goods are taxed. Confirm current requirements with the Brazilian consulate and Receita Federal; our partner reviews your inventory first.',
      },
      {
        id: 3,
        title: 'Can I ship my car to Brazil?',
        description:
          'In most cases no: Brazil restricts the import of used vehicles. There are limited exceptions, so check with the consulate before planning to ship a car.',
      },
      {
        id: 4,
        title: 'Can you relocate my pet to Brazil?',
        description:
          'Yes. Pets need a microchip, current rabies vaccination and an international veterinary certificate endorsed before departure. We plan the flight and paperwork with your vet.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Brazil',
    description: [
      'Tell us when you are moving and which city you are heading to, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry, and a coordinator will reply within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Brazil | São Paulo and Rio Moves',
    description:
      'Move from Qatar to Brazil with customs-ready inventories, export packing, sea freight to Santos or Rio and door-to-door delivery in 3–6 weeks plus clearance.',
    keywords:
      'movers Qatar to Brazil, relocation to São Paulo, shipping household goods Brazil, unaccompanied baggage Brazil, international movers Brazil',
    slug: 'international-relocation-brazil-qatar',
  },
} satisfies Destination
