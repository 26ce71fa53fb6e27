import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Barbados',
  transitTime: '3–6 weeks',
  order: 23,
  related: ['international-relocation-mexico-qatar', 'international-relocation-brazil-qatar'],
  bannerImage: destinationArt(
    'barbados',
    'A coral-stone chattel house on a palm-lined beach beside a turquoise sea',
  ),
  header: {
    title: 'International Relocation from Qatar to Barbados',
    description: `Returning Bajan professionals, remote workers on a Welcome Stamp and families retiring to the west coast all need the same thing from a mover: careful packing, a reliable shipping route and someone who understands island logistics. ${siteConfig.companyName} moves your household from Qatar to Barbados door to door.

Shipments from Hamad Port travel via major transhipment hubs to the Port of Bridgetown, where our partner agent clears customs and delivers to your home, from St Michael to St Philip.

Allow 3–6 weeks door to door for a sea shipment; your coordinator gives you a dated plan before packing starts.`,
  },
  atAGlance: {
    sea: '3–6 weeks',
    air: '7–14 days',
    customs:
      'Returning nationals can often claim a concession on used personal and household effects, depending on their time abroad; we prepare the paperwork Barbados customs asks for.',
    documents:
      'Passport, proof of your years in Qatar such as your residence permit, a detailed inventory and the bill of lading.',
    nextStep:
      'Book a short call to plan your survey and your sailing through a transhipment hub to Bridgetown.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Barbados',
    intro: 'Island moves depend on good routing and good paperwork; we handle both.',
    reasons: [
      {
        title: 'Reliable transhipment routing',
        description:
          'We book through established hubs with regular Caribbean connections, so your container is not left waiting for the next feeder vessel.',
      },
      {
        title: 'Returning national guidance',
        description:
          'Barbadians returning home may qualify for duty concessions on personal and household effects. We help you gather the documents that the concessions usually require.',
      },
      {
        title: 'Packing for sea and humidity',
        description:
          'Moisture barriers, sealed wrapping for soft furnishings and sturdy crating protect your goods on a long ocean voyage into a humid climate.',
      },
      {
        title: 'Delivery to island homes',
        description:
          'Our partner crew handles narrow lanes, hillside plots and coastal properties, reassembling furniture and removing packaging on delivery.',
      },
      {
        title: 'Insured from door to door',
        description:
          'Transit insurance on a valued inventory covers every leg of the journey, including transhipment.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Barbados moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Full and shared containers',
        description:
          'A dedicated container for a full home, or shared space for a smaller move, routed to Bridgetown via a major hub.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage before shipping',
        description:
          'If your Barbados home is still being finished, goods wait in our climate-controlled Doha warehouse until the date is right.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Air freight for essentials',
        description:
          'Documents, clothing and work equipment can fly ahead to Grantley Adams International Airport while the sea shipment is in transit.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'Your move to Barbados in five steps',
    description: 'A dated plan agreed with you before packing, followed by regular updates.',
    steps: [
      'Free survey and a fixed, itemised quote',
      'Documents and customs planning, including any returning-national concession',
      'Export packing and loading at your home in Qatar',
      'Ocean freight via a transhipment hub and clearance in Bridgetown',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Barbados',
    intro: 'A few points shape the timetable and cost of most moves to Barbados.',
    reasons: [
      {
        title: 'Duty on new items and vehicles',
        description:
          'Personal effects may qualify for relief, but new goods and vehicles are usually dutiable. Ask us before including a car or new appliances.',
      },
      {
        title: 'Feeder schedules',
        description:
          'Caribbean feeder sailings run less often than main routes, which is why we quote a 3–6 week range and confirm connections at booking.',
      },
      {
        title: 'Pets',
        description:
          'Barbados has strict animal import rules, including permits, microchips, vaccinations and tests completed in advance. Start planning months before your move.',
      },
      {
        title: 'Hurricane season',
        description:
          'From June to November, storms can delay sailings and port operations. Build some flexibility into your arrival plans.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Barbados',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Barbados take?',
        description:
          'A sea shipment usually takes 3–6 weeks door to door, depending on the transhipment connection and customs clearance in Bridgetown.',
      },
      {
        id: 2,
        title: 'Do returning Barbadians pay duty on household goods?',
        description:
          'Returning nationals can often claim concessions on personal and household effects if they meet conditions such as time spent abroad. Confirm current requirements with the Barbados Revenue Authority and customs; we help prepare the paperwork.',
      },
      {
        id: 3,
        title: 'Can I ship my car?',
        description:
          'Yes, cars can be shipped in a container or by roll-on roll-off service, but import duties and approval rules can make it costly. We give you the figures to compare before you decide.',
      },
      {
        id: 4,
        title: 'Can you store my belongings until my house is ready?',
        description:
          'Yes. Goods can be stored in our climate-controlled warehouse in Doha and shipped when you are ready, or held in storage in Barbados after arrival.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Barbados',
    description: [
      'Send us your dates and the parish you are moving to, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry: a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Barbados | Door-to-Door Shipping',
    description:
      'Move from Qatar to Barbados with export packing, sea freight via major hubs to Bridgetown, customs support for returning nationals and delivery in 3–6 weeks.',
    keywords:
      'movers Qatar to Barbados, shipping to Barbados, relocation to Barbados, returning national Barbados, international movers Caribbean',
    slug: 'international-relocation-barbados-qatar',
  },
} satisfies Destination
