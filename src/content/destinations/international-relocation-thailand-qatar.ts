import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Thailand',
  transitTime: '3–5 weeks',
  order: 16,
  related: [
    'international-relocation-malaysia-qatar',
    'international-relocation-singapore-qatar',
    'international-relocation-japan-qatar',
  ],
  bannerImage: destinationArt(
    'thailand',
    'A Thai temple with tiered gold roofs beside palm trees and a longtail boat on the river',
  ),
  header: {
    title: 'International Relocation from Qatar to Thailand',
    description: `Whether you are heading to a new post in Bangkok, retiring to Chiang Mai or bringing the family home to Phuket after years in Doha, ${siteConfig.companyName} moves your household from Qatar to Thailand door to door, with one coordinator from the survey to the day your last box is unpacked.

We pack for a long, humid voyage, ship through Hamad Port to Laem Chabang or Bangkok port, and work with our partner agent in Thailand to clear Thai customs and deliver to condominiums, houses and villas anywhere in the country.

Most sea shipments take 3–5 weeks door to door, and we give you a written plan with every document Thai customs asks for before anything is packed.`,
  },
  atAGlance: {
    sea: '3–5 weeks',
    air: '5–10 days',
    customs:
      'Used personal and household goods can often enter with duty relief if your visa and timing qualify; new items and vehicles are dutiable.',
    documents:
      'Passport with your Thai visa and entry stamp, kept available for clearance, and a detailed inventory.',
    nextStep: 'Book a short call to plan your survey and time your arrival before the shipment.',
  },
  whyChoose: {
    title: 'Why families choose us for a move to Thailand',
    intro:
      'A move to Thailand is easy to start and easy to get wrong at customs; we plan both ends.',
    reasons: [
      {
        title: 'Door-to-door, one coordinator',
        description:
          'The person who surveys your home in Doha follows your shipment to Thailand and arranges delivery with our partner agent there, so you never repeat your story.',
      },
      {
        title: 'Customs prepared before packing',
        description:
          'Thai customs treats used household goods differently from new items. We check your visa type, arrival date and inventory first, so the paperwork matches what is in the container.',
      },
      {
        title: 'Packing for heat and humidity',
        description:
          'Export-grade cartons, moisture barriers and silica gel protect wood, electronics and fabrics from condensation on a voyage that crosses the tropics.',
      },
      {
        title: 'Condominium-ready delivery',
        description:
          'Bangkok towers book lifts and loading bays by the hour. Our partner crew arranges building permission and protects corridors and lifts on delivery day.',
      },
      {
        title: 'Insurance that covers the whole journey',
        description:
          'Transit insurance arranged on a valued inventory covers your goods from our crew’s first carton in Doha to unpacking in Thailand.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Thailand moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Full and shared containers',
        description:
          'A 20ft or 40ft container for a whole villa, or shared (groupage) space for a smaller apartment, consolidated through Hamad Port on regular sailings to Laem Chabang.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Air shipments for the first weeks',
        description:
          'Clothes, school things and kitchen basics can fly ahead by air cargo to Suvarnabhumi, so the family manages while the sea shipment is on its way.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation',
        description:
          'We arrange the vet certificates, Thai import permit and an airline that accepts pets, and collect your pet from home in an air-conditioned vehicle on the day.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Thailand works',
    description:
      'Five clear steps, each with a date in your move plan, so you always know what happens next and what we need from you.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Document check: passport, visa, arrival dates and a customs inventory',
      'Professional packing, export wrapping and loading in Doha',
      'Sea or air freight, with Thai customs clearance by our partner agent',
      'Delivery, furniture assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Thailand',
    intro: 'A little preparation avoids most of the delays and extra charges we see on this route.',
    reasons: [
      {
        title: 'Visa type and timing',
        description:
          'Duty relief on used household goods usually depends on the kind of visa you hold and on the goods arriving within a set period of your own arrival. Confirm your visa before you book the shipment.',
      },
      {
        title: 'New and restricted items',
        description:
          'New electrical goods, large quantities of the same item, alcohol and some food products can attract duty or need permits. Keep them out of the shipment or declare them accurately.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing a car into Thailand is tightly controlled and duties are high. For most families it is better to sell a car in Qatar; we can advise before you decide.',
      },
      {
        title: 'Humidity and storage',
        description:
          'If your Thai home is not ready, goods may wait in storage. Ask for climate-controlled storage at destination for wooden furniture, pianos and artwork.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Thailand',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Thailand take?',
        description:
          'A sea shipment usually takes 3–5 weeks door to door, including customs clearance in Thailand. Air shipments normally arrive within about a week of collection.',
      },
      {
        id: 2,
        title: 'Do I need to be in Thailand when my goods arrive?',
        description:
          'Yes. Thai customs normally requires the owner’s passport with the relevant visa and entry stamp, so plan to arrive before your shipment, and keep your passport available for clearance.',
      },
      {
        id: 3,
        title: 'Will I pay import duty on my household goods?',
        description:
          'Used personal and household goods can often be imported with duty relief if your visa and timing qualify; new items, vehicles and some goods are dutiable. Rules change, so we check your case with our Thai partner and the Thai authorities before you ship.',
      },
      {
        id: 4,
        title: 'Can you move my dog or cat to Thailand?',
        description:
          'Yes. Your pet needs a microchip, current vaccinations including rabies, a veterinary health certificate and a Thai import permit obtained before travel. We plan the timeline with your vet and book a pet-friendly flight.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Thailand with us',
    description: [
      'Tell us your dates and where in Thailand you are heading, and we will send a fixed quote after a free survey.',
      `Our coordinators answer within one working day. Call ${siteConfig.primaryPhone} or send an enquiry and we will arrange a survey at a time that suits you.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Thailand | Door-to-Door Relocation',
    description:
      'Move from Qatar to Thailand with door-to-door packing, sea and air freight, Thai customs clearance and delivery to Bangkok, Phuket or Chiang Mai in 3–5 weeks.',
    keywords:
      'movers Qatar to Thailand, relocation Doha to Bangkok, shipping household goods to Thailand, international movers Thailand, Thailand customs household goods',
    slug: 'international-relocation-thailand-qatar',
  },
} satisfies Destination
