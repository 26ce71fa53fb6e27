import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Mexico',
  transitTime: '3–6 weeks',
  order: 22,
  related: ['international-relocation-brazil-qatar', 'international-relocation-barbados-qatar'],
  bannerImage: destinationArt(
    'mexico',
    'A stepped stone pyramid among cacti and agave plants under a warm sky',
  ),
  header: {
    title: 'International Relocation from Qatar to Mexico',
    description: `Energy professionals, diplomats and returning Mexican families move from Doha to Mexico City, Monterrey, Guadalajara and the coast every year. ${siteConfig.companyName} manages the whole move: survey and quote, documents, packing, shipping, customs and delivery with unpacking.

Mexico allows household goods to enter under a household-goods import known as menaje de casa, which depends on your visa or nationality and on documents prepared before the goods arrive, often with consular involvement. We guide you through it from the start.

Sea shipments to Manzanillo or Veracruz usually take 3–6 weeks door to door once they sail.`,
  },
  atAGlance: {
    sea: '3–6 weeks once it sails',
    air: '7–14 days',
    customs:
      'Menaje de casa lets people taking up residence or returning bring used household goods, usually free of duty, with documents prepared before the goods arrive, often through the consulate.',
    documents:
      'Passport and Mexican visa or proof of nationality, the itemised menaje de casa list, and our inventory.',
    nextStep: 'Book a short call to plan your survey and start the menaje de casa papers early.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Mexico',
    intro: 'The right documents make Mexican customs straightforward; we start there.',
    reasons: [
      {
        title: 'Menaje de casa guidance',
        description:
          'We explain which documents your household-goods import usually needs, including a detailed inventory in Spanish, and align them with your visa and arrival date.',
      },
      {
        title: 'One five-step plan',
        description:
          'Quote, planning, packing, shipping and delivery, with dates and responsibilities written down before anything is packed.',
      },
      {
        title: 'Experienced Mexican partner',
        description:
          'Our agent in Mexico works with licensed customs brokers and delivers to homes across the country.',
      },
      {
        title: 'Packing for two climates',
        description:
          'From Gulf heat to highland cool or coastal humidity, our packing protects furniture, instruments and electronics.',
      },
      {
        title: 'Insurance offered',
        description:
          'Transit insurance on a valued inventory, door to door, including storage in transit.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Mexico moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Sea freight to Manzanillo and Veracruz',
        description:
          'Full and shared containers routed through major hubs to Mexico’s Pacific or Gulf coast ports, with trucking to your city.',
      },
      {
        image: illustration('customs-documents', 'Documents, a passport and a customs stamp'),
        title: 'Customs documentation',
        description:
          'Spanish inventories, declarations and the documents your broker needs, prepared before the container sails.',
      },
      {
        image: illustration('office-move', 'Office desks and monitors crated for a move'),
        title: 'Corporate relocations',
        description:
          'Moves managed to your employer’s policy, with separate invoicing and reporting for HR and mobility teams.',
      },
    ],
  },
  process: {
    image: illustration('map-route', 'A map with a dotted route and location pins'),
    title: 'Our five-step process for moves to Mexico',
    description: 'The same clear steps as every international move, adapted to Mexican customs.',
    steps: [
      'Quote: a free survey and a fixed, itemised quotation',
      'Planning and documentation: visa, Spanish inventory and household-goods import documents',
      'Packing: export packing and loading by our crew in Doha',
      'Shipping and customs: ocean freight and clearance through a licensed Mexican broker',
      'Delivery and unpacking: placement, assembly and removal of materials',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Mexico',
    intro: 'These are the questions that decide the cost and timetable of most moves.',
    reasons: [
      {
        title: 'Eligibility and timing',
        description:
          'Duty-free import of household goods usually depends on your immigration status and on the goods arriving within a set period. Confirm current requirements with the Mexican consulate before shipping.',
      },
      {
        title: 'New items and electronics',
        description:
          'Household-goods rules generally cover used items; new goods and quantities of electronics may be taxed or limited.',
      },
      {
        title: 'Vehicles',
        description:
          'Car imports are restricted and depend on the vehicle and your status. Check before shipping a car rather than after.',
      },
      {
        title: 'Inland transport',
        description:
          'Mexico City and other highland cities are many hours from the ports. We plan the trucking leg and delivery date together.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Mexico',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Mexico take?',
        description:
          'Most sea shipments take 3–6 weeks door to door once they sail, including clearance and trucking inland. Air shipments arrive faster for essentials.',
      },
      {
        id: 2,
        title: 'What is menaje de casa?',
        description:
          'It is the Mexican customs arrangement for importing used household goods, usually free of duty, for people taking up residence or returning. It needs specific documents prepared in advance; we guide you and our partner’s broker completes the clearance.',
      },
      {
        id: 3,
        title: 'Do I need to be in Mexico for customs clearance?',
        description:
          'Usually yes, or at least your passport and visa documents must be available to the broker. Plan to arrive before your shipment.',
      },
      {
        id: 4,
        title: 'Can you move my pets?',
        description:
          'Yes. Dogs and cats generally need current vaccinations and a veterinary health certificate, and are inspected on arrival. We book the flight and coordinate with your vet.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Mexico',
    description: [
      'Tell us your moving date and destination city, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry, and a coordinator will reply within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Mexico | Household Relocation',
    description:
      'Relocate from Qatar to Mexico with menaje de casa guidance, export packing, sea freight to Manzanillo or Veracruz and door-to-door delivery in 3–6 weeks.',
    keywords:
      'movers Qatar to Mexico, relocation to Mexico City, menaje de casa, shipping household goods Mexico, international movers Mexico',
    slug: 'international-relocation-mexico-qatar',
  },
} satisfies Destination
