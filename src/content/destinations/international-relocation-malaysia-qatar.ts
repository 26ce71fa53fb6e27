import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Malaysia',
  transitTime: 'sea 6–12 weeks, air 1–2 weeks',
  order: 14,
  related: [
    'international-relocation-singapore-qatar',
    'international-relocation-thailand-qatar',
    'international-relocation-india-qatar',
  ],
  bannerImage: destinationArt(
    'malaysia',
    'Twin towers on the Kuala Lumpur skyline framed by palm trees',
  ),
  header: {
    title: 'International Relocation from Qatar to Malaysia',
    description: `Kuala Lumpur, Penang and Johor Bahru attract families, professionals and retirees leaving Doha, and many Malaysians return home after years in Qatar. ${siteConfig.companyName} moves your household door to door, from packing in Qatar to delivery with our Malaysian partner.

Most families send the bulk of their home by sea to Port Klang and a smaller air shipment for the first weeks. Door to door, allow sea 6–12 weeks, air 1–2 weeks, depending on the routing and customs clearance.

We check your visa or residence programme first, because it decides how Malaysian customs treats your household goods.`,
  },
  atAGlance: {
    sea: '6–12 weeks',
    air: '7–14 days',
    customs:
      'Used household goods may be relieved of duty if your pass or residence programme qualifies; new items and vehicles are usually dutiable.',
    documents:
      'Passport with your Malaysian pass or programme approval, and a detailed inventory for both the sea and the air shipment.',
    nextStep: 'Book a short call to plan your survey and split what flies ahead from what sails.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Malaysia',
    intro: 'We plan sea and air together so your family is never without the essentials.',
    reasons: [
      {
        title: 'Sea and air combined',
        description:
          'A sea shipment for furniture and a small air shipment for clothes, toys and kitchen basics, timed around your flights.',
      },
      {
        title: 'Visa-based customs planning',
        description:
          'Duty relief on household goods depends on your pass or programme and timing, so we confirm these before booking the shipment.',
      },
      {
        title: 'Packing for humidity',
        description:
          'Moisture barriers and sealed wrapping protect wood, fabrics and electronics in a tropical climate.',
      },
      {
        title: 'Condominium and landed-house delivery',
        description:
          'Our partner books lifts and loading bays with building management and delivers to houses across Malaysia.',
      },
      {
        title: 'One coordinator, full insurance',
        description:
          'One person follows your move from survey to delivery, with transit insurance on a valued inventory.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Malaysia moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Sea freight to Port Klang and Penang',
        description:
          'Full containers or shared space from Hamad Port, routed through reliable hubs to Malaysian ports.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Air freight to Kuala Lumpur',
        description:
          'Essentials flown to KLIA and cleared for delivery in 1–2 weeks, while the sea shipment follows.',
      },
      {
        image: illustration('family-move', 'A family with boxes outside their new home'),
        title: 'Family relocation packages',
        description:
          'Packing, shipping, storage and unpacking for families, with help choosing what to ship and what to store.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Malaysia works',
    description: 'Five steps with a written plan and regular updates.',
    steps: [
      'Free survey and a fixed, itemised quote for sea and air',
      'Documents: passport, visa or residence programme letter and inventory',
      'Export packing and loading at your home in Qatar',
      'Sea and air freight with Malaysian customs clearance',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Malaysia',
    intro: 'These points shape the timing and cost of most moves to Malaysia.',
    reasons: [
      {
        title: 'Eligibility for duty relief',
        description:
          'Relief on used household goods depends on your pass, programme or citizenship and on timing. Confirm current requirements with the Royal Malaysian Customs Department.',
      },
      {
        title: 'Longer sea routings',
        description:
          'Transhipment can lengthen sea transit, which is why we quote sea 6–12 weeks and plan an air shipment for essentials.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing a car requires approved permits and can attract high duties. Most clients sell their car in Qatar.',
      },
      {
        title: 'Pets',
        description:
          'Pets need an import permit, microchip, vaccinations and health certificates, and may be inspected or quarantined on arrival.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Malaysia',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Malaysia take?',
        description:
          'Door to door, allow sea 6–12 weeks, air 1–2 weeks. The sea time depends on the routing and transhipment; air shipments clear and deliver quickly.',
      },
      {
        id: 2,
        title: 'Should I send some things by air?',
        description:
          'Yes, for most families. Clothes, school items and essentials by air mean you can settle in while the furniture travels by sea.',
      },
      {
        id: 3,
        title: 'Will I pay duty on my household goods?',
        description:
          'Used household goods may be relieved of duty if your pass or programme qualifies; new items and vehicles are usually dutiable. Rules change, so we check your case with our partner and the Malaysian authorities.',
      },
      {
        id: 4,
        title: 'Can you store my furniture in Doha?',
        description:
          'Yes. Items that will not suit your Malaysian home can stay in our climate-controlled warehouse in Doha for as long as you need.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Malaysia',
    description: [
      'Tell us your moving date and new city, and we will prepare a fixed quote for sea and air after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Malaysia | Sea and Air Relocation',
    description:
      'Move from Qatar to Malaysia with sea freight to Port Klang and air freight to Kuala Lumpur: packing, customs and delivery, sea 6–12 weeks, air 1–2 weeks.',
    keywords:
      'movers Qatar to Malaysia, relocation Doha to Kuala Lumpur, shipping household goods Malaysia, international movers Malaysia, MM2H moving',
    slug: 'international-relocation-malaysia-qatar',
  },
} satisfies Destination
