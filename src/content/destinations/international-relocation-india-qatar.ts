import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'India',
  transitTime: '15–30 days',
  order: 1,
  related: [
    'international-relocation-singapore-qatar',
    'international-relocation-malaysia-qatar',
    'international-relocation-thailand-qatar',
  ],
  bannerImage: destinationArt(
    'india',
    'A white domed monument with minarets at the end of a long reflecting pool',
  ),
  header: {
    title: 'International Relocation from Qatar to India',
    description: `India is the most travelled route from Qatar, and for many families it is the move home after years in the Gulf. ${siteConfig.companyName} moves households from Doha to Mumbai, Delhi, Bengaluru, Chennai, Hyderabad, Kochi and every other city in India, door to door.

Returning Indians can often bring their used personal and household effects under the Transfer of Residence (TR) rules, which reduce the duty payable when the conditions on time spent abroad are met. We check your eligibility, prepare the baggage declaration and inventory, and our partner clears customs at Nhava Sheva, Chennai, Mundra, Kochi or the inland container depot nearest your new home.

Door-to-door moves usually take 15–30 days, depending on the port and your city.`,
  },
  atAGlance: {
    sea: '15–30 days',
    air: '7–14 days',
    customs:
      'Transfer of Residence (TR) rules let returning Indians bring used personal and household effects at a concessional rate or free of duty, on the baggage declaration.',
    documents:
      'Original passport, visa pages and residence proof from Qatar, the baggage declaration and a detailed inventory.',
    nextStep:
      'Book a short call to plan your survey and check your Transfer of Residence eligibility.',
  },
  whyChoose: {
    title: 'Why families moving to India choose us',
    intro: 'We have moved thousands of families on this route, and we plan each one individually.',
    reasons: [
      {
        title: 'Transfer of Residence made clear',
        description:
          'We explain the TR conditions, help you collect passport, visa and residence proof, and prepare the inventory customs officers check against your baggage declaration.',
      },
      {
        title: 'Delivery to every Indian city',
        description:
          'Our partner network delivers to metros, smaller cities and towns, with local crews who handle apartment buildings and independent houses.',
      },
      {
        title: 'Packing for monsoon and heat',
        description:
          'Moisture barriers, wrapped mattresses and sealed cartons protect your goods from humidity in transit and during delivery in the monsoon.',
      },
      {
        title: 'Flexible shipment sizes',
        description:
          'A full container for a whole villa, or shared space for a smaller move, with regular sailings from Hamad Port.',
      },
      {
        title: 'One coordinator, full insurance',
        description:
          'One person follows your move from survey to delivery, and transit insurance on a valued inventory protects your belongings all the way.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to India moves',
    service: [
      {
        image: illustration('house-move', 'Movers carrying furniture out of a villa'),
        title: 'Household moves home',
        description:
          'Complete packing, shipping, customs clearance and delivery for families returning to India, with unpacking at your new home.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Excess baggage by air',
        description:
          'Students and single professionals can send a few boxes by air cargo, cleared and delivered to their door within days.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation to India',
        description:
          'We arrange the health certificate and the import permission India requires for pets, and book a pet-friendly flight.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to India works',
    description: 'Five steps, agreed with you in writing before packing begins.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Documents: passport, visa pages, TR eligibility and inventory',
      'Export packing and loading at your home in Qatar',
      'Sea freight and Indian customs clearance with your baggage declaration',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to India',
    intro: 'A few rules decide whether clearance is smooth; it helps to know them early.',
    reasons: [
      {
        title: 'Being present for clearance',
        description:
          'Customs generally requires the owner’s original passport and presence or authorisation at clearance, and goods are expected to arrive within a set period of your own arrival.',
      },
      {
        title: 'Dutiable and restricted items',
        description:
          'Items such as televisions above certain sizes, new goods, gold and some electronics can attract duty or be restricted. Confirm current requirements with Indian customs.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing a car into India is expensive and tightly controlled. Most families sell their car in Qatar before leaving.',
      },
      {
        title: 'Monsoon deliveries',
        description:
          'From June to September, heavy rain can delay trucking and deliveries. We plan protective packing and flexible delivery windows.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to India',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to India take?',
        description:
          'Door-to-door moves usually take 15–30 days, depending on the port of entry, inland transport to your city and customs clearance.',
      },
      {
        id: 2,
        title: 'What is Transfer of Residence?',
        description:
          'Transfer of Residence rules allow Indians returning after living abroad for a qualifying period to bring used personal and household effects at a concessional rate or free of duty, within limits. Conditions change, so confirm current requirements with Indian customs; we check your case before shipping.',
      },
      {
        id: 3,
        title: 'Which documents do I need?',
        description:
          'Usually your original passport, visa and residence proof from Qatar, a detailed inventory, and the baggage declaration. Our partner tells you exactly what the port of entry requires.',
      },
      {
        id: 4,
        title: 'Can you store my goods if my new home is not ready?',
        description:
          'Yes. We can store your goods in our climate-controlled warehouse in Doha before shipping, or arrange storage in India after clearance.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to India',
    description: [
      'Tell us your moving date and your city in India, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to India | Transfer of Residence Moves',
    description:
      'Move home from Qatar to India with Transfer of Residence guidance, export packing, sea freight and door-to-door delivery to any Indian city in 15–30 days.',
    keywords:
      'movers Qatar to India, packers and movers Doha to India, transfer of residence India, shipping household goods India, relocation to India',
    slug: 'international-relocation-india-qatar',
  },
} satisfies Destination
