import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Turkey',
  transitTime: '2–4 weeks',
  order: 13,
  related: [
    'international-relocation-jordan-qatar',
    'international-relocation-belgium-qatar',
    'international-relocation-belarus-qatar',
  ],
  bannerImage: destinationArt(
    'turkey',
    'The Istanbul skyline with domes and minarets above the Bosphorus and a ferry',
  ),
  header: {
    title: 'International Relocation from Qatar to Turkey',
    description: `Istanbul, Ankara, Izmir and Antalya are home to a growing number of families and professionals who have lived in Qatar. ${siteConfig.companyName} moves your household from Doha to Turkey door to door, shipping through Hamad Port to Istanbul’s Ambarlı port or Mersin, or by road when it is the better fit.

Turkish customs allows returning citizens and foreigners with the right residence status to import used household goods under specific conditions. We help you prepare the inventory and documents early, and our Turkish partner handles clearance and delivery.

Most moves take 2–4 weeks door to door.

Your coordinator agrees every date with you in writing: the packing day in Doha, the sailing or departure of the truck, the expected clearance date and the delivery slot at your new address. If your apartment in Istanbul is not ready on arrival, your goods can wait in secure storage until it is, and we deliver when you have the keys.`,
  },
  atAGlance: {
    sea: '2–4 weeks',
    air: '5–10 days',
    customs:
      'Returning citizens and foreigners with the right residence status can import used household goods free of duty if they qualify; limits apply to some electronics.',
    documents:
      'Passport and Turkish residence documents, available at clearance, and a detailed inventory.',
    nextStep:
      'Book a short call to plan your survey and choose sea via Ambarlı or Mersin, or road.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Turkey',
    intro: 'A busy, well-connected route, handled by people who know both ends.',
    reasons: [
      {
        title: 'Regular sailings and road options',
        description:
          'Frequent services from Hamad Port to Turkish ports, and overland options for part loads, give you flexibility on dates.',
      },
      {
        title: 'Customs documents prepared early',
        description:
          'We prepare a detailed inventory and help you assemble passport and residence documents before shipping, which keeps clearance smooth.',
      },
      {
        title: 'City deliveries handled',
        description:
          'Our partner crew manages Istanbul apartment buildings, narrow streets and external furniture lifts where needed.',
      },
      {
        title: 'Careful packing',
        description:
          'Export-grade materials, wrapped furniture and crated fragile items for every shipment.',
      },
      {
        title: 'Insured and tracked',
        description:
          'Transit insurance on a valued inventory and a coordinator who updates you at each stage.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Turkey moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Sea freight to Istanbul and Mersin',
        description: 'Full containers or shared space, with onward trucking to any city in Turkey.',
      },
      {
        image: illustration('office-move', 'Office desks and monitors crated for a move'),
        title: 'Corporate moves',
        description:
          'Relocations managed to your employer’s policy, with clear reporting for HR and separate invoicing.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage in Doha or Turkey',
        description: 'Short- or long-term storage at either end while you find the right home.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Turkey works',
    description: 'A five-step plan, agreed in writing before packing.',
    steps: [
      'Free survey and a fixed, itemised quote',
      'Documents: passport, residence permit or citizenship proof and inventory',
      'Export packing and loading at your home in Qatar',
      'Sea or road transport and Turkish customs clearance',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Turkey',
    intro: 'These points decide the cost and timing of most moves to Turkey.',
    reasons: [
      {
        title: 'Residence status',
        description:
          'Duty relief on household goods depends on your citizenship or residence permit and on timing. Confirm current requirements with Turkish customs before shipping.',
      },
      {
        title: 'Electronics and new items',
        description:
          'Electronics may be limited to a certain number per household, and new items can be taxed. Keep receipts and declare accurately.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing a car into Turkey is costly and regulated. Most clients sell their car in Qatar; we advise you before you decide.',
      },
      {
        title: 'Access in older districts',
        description:
          'Steep, narrow streets in older neighbourhoods may need smaller vehicles or shuttle deliveries, which we plan at survey.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Turkey',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Turkey take?',
        description:
          'Most moves take 2–4 weeks door to door, including customs clearance and delivery.',
      },
      {
        id: 2,
        title: 'Do I need to be in Turkey for customs clearance?',
        description:
          'Usually yes, or your passport and residence documents must be available. We agree the timing with you so you arrive before your goods.',
      },
      {
        id: 3,
        title: 'Will I pay duty on my belongings?',
        description:
          'Used household goods may be imported free of duty if you qualify; limits apply to some electronics and new goods are taxed. Confirm current requirements with Turkish customs; our partner reviews your inventory.',
      },
      {
        id: 4,
        title: 'Can you move my pet to Turkey?',
        description:
          'Yes. Pets need a microchip, current rabies vaccination and a veterinary health certificate, and in some cases a rabies antibody test. We plan the flight and paperwork with your vet.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Turkey',
    description: [
      'Tell us your moving date and your new city, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Turkey | Istanbul and Ankara Moves',
    description:
      'Door-to-door moves from Qatar to Turkey: export packing, sea freight to Istanbul or Mersin, customs support and delivery across Turkey in 2–4 weeks.',
    keywords:
      'movers Qatar to Turkey, relocation Doha to Istanbul, shipping household goods Turkey, international movers Turkey, moving to Istanbul',
    slug: 'international-relocation-turkey-qatar',
  },
} satisfies Destination
