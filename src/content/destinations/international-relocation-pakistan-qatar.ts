import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Pakistan',
  transitTime: '2–5 weeks',
  order: 3,
  related: ['international-relocation-india-qatar', 'international-relocation-bangladesh-qatar'],
  bannerImage: destinationArt(
    'pakistan',
    'A red sandstone mosque with three white marble domes and tall corner minarets, behind a wide courtyard',
  ),
  header: {
    title: 'International Relocation from Qatar to Pakistan',
    description: `For most of the families we move to Pakistan, this is the journey home after years of work in Doha. ${siteConfig.companyName} packs your household in Qatar, ships it from Hamad Port to Karachi Port or Port Qasim, and delivers it to your door in Karachi, Lahore, Islamabad, Rawalpindi, Peshawar, Faisalabad, Multan, Sialkot or your home town.

Sailings from Hamad Port to Karachi are short, so a sea shipment cleared in Karachi usually reaches the door in 2–3 weeks. Goods cleared at the Lahore, Islamabad, Sialkot or Faisalabad dry ports travel inland under customs bond first, which brings the total to 3–5 weeks. An air shipment from Hamad International Airport to Karachi, Lahore or Islamabad usually reaches you within 1–2 weeks, clearance included.

Pakistan Customs, part of the Federal Board of Revenue (FBR), clears used household goods as unaccompanied personal baggage under the Baggage Rules. We check which concession fits your case before we book, and prepare the inventory and declaration our partner files in Pakistan.`,
  },
  atAGlance: {
    sea: '2–5 weeks',
    air: '7–14 days',
    customs:
      'An overseas Pakistani returning home can clear used personal and household effects as unaccompanied baggage under the Baggage Rules, subject to the time spent abroad.',
    documents:
      'Original passport with its travel stamps, CNIC or NICOP (or your visa), proof of residence in Qatar, the bill of lading or air waybill, and a detailed inventory.',
    nextStep:
      'Book a short call to plan your survey and choose clearance in Karachi or at a dry port near home.',
  },
  whyChoose: {
    title: 'Why families moving home to Pakistan choose us',
    intro:
      'We move families to every province, and we plan the clearance before the first carton is taped.',
    reasons: [
      {
        title: 'The Baggage Rules, explained for your case',
        description:
          'Whether you are an overseas Pakistani returning for good or a foreign professional taking up a posting, we explain how the baggage and transfer of residence provisions apply to you, and which documents prove your stay abroad.',
      },
      {
        title: 'Karachi or a dry port near your home',
        description:
          'Families in Punjab and Khyber Pakhtunkhwa can clear at the Lahore, Islamabad, Sialkot or Faisalabad dry port instead of Karachi, so they deal with customs close to home.',
      },
      {
        title: 'An inventory customs can read',
        description:
          'Every carton is numbered and described item by item, with electronics listed by make and serial number, because that is what examining officers check against the goods declaration.',
      },
      {
        title: 'Packing for heat and long roads',
        description:
          'Export cartons, padded furniture wraps and moisture barriers protect your goods through Karachi’s humidity and the long drive up the motorway to Punjab.',
      },
      {
        title: 'One coordinator from Doha to your door',
        description:
          'One person follows your move from survey to delivery, speaks with our Pakistani partner for you, and arranges transit insurance on a valued inventory.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Pakistan moves',
    service: [
      {
        image: illustration('house-move', 'Movers carrying furniture out of a villa'),
        title: 'Household moves home',
        description:
          'Full packing in Qatar, a shared or full container from Hamad Port, clearance in Karachi or at a dry port, and delivery with furniture assembly at your new home.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Unaccompanied baggage by air',
        description:
          'Single workers and students can send clothes, bedding and a few boxes of personal effects as air cargo to Karachi, Lahore or Islamabad, cleared and delivered within days.',
      },
      {
        image: illustration('customs-documents', 'Customs forms, a passport and a stamp on a desk'),
        title: 'Customs paperwork before you fly',
        description:
          'We assemble the passport copies, travel history, inventory and declaration details in Doha, so our partner can file the goods declaration as soon as the vessel arrives.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Pakistan works',
    description: 'Five steps, agreed with you in writing before packing day.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote for sea, air or both',
      'Documents: passport, CNIC or NICOP, Qatar residence details, travel history and the inventory',
      'Export packing and loading at your home in Qatar',
      'Sea or air freight and clearance by Pakistan Customs in Karachi or at your dry port',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Pakistan',
    intro: 'Four points decide most of the time and cost of a move to Pakistan.',
    reasons: [
      {
        title: 'Timing and your own arrival',
        description:
          'Unaccompanied baggage is tied to the owner’s journey: customs looks at the dates you left Qatar and entered Pakistan, and expects the goods within a set period of your arrival. Keep the passport you travel on and your boarding passes, and check the current window with Pakistan Customs before you book your flight.',
      },
      {
        title: 'Dutiable and restricted items',
        description:
          'New goods, large quantities of one item, commercial stock and some electronics can attract duty and taxes, while alcohol and certain other goods are prohibited. Mobile phones brought from abroad must also be registered with the Pakistan Telecommunication Authority. Confirm current requirements with Pakistan Customs.',
      },
      {
        title: 'Vehicles',
        description:
          'Overseas Pakistanis can import a car under the baggage, gift or transfer of residence schemes, but each carries conditions on the car’s age and your time abroad, and the duties are high. Check the current scheme with Pakistan Customs before you decide; many families sell in Qatar.',
      },
      {
        title: 'Pets',
        description:
          'Cats and dogs need a microchip, a valid rabies vaccination, a health certificate from the Ministry of Municipality in Qatar and clearance by Pakistan’s Animal Quarantine Department on arrival. Ask the department or the Pakistan Embassy in Doha for the current import conditions.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Pakistan',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Pakistan take?',
        description:
          'Door to door by sea, 2–5 weeks: around 2–3 weeks when goods are cleared in Karachi, and longer when they travel inland to the Lahore, Islamabad, Sialkot or Faisalabad dry port. Air shipments from Hamad International Airport usually arrive within 1–2 weeks, clearance included.',
      },
      {
        id: 2,
        title: 'Will I pay duty on my household goods?',
        description:
          'Used personal and household effects of an overseas Pakistani returning home can qualify for relief under the Baggage Rules, subject to conditions on the time spent abroad and on the items themselves; a foreign national on a work posting is treated differently. Rules and allowances change, so confirm current requirements with Pakistan Customs (FBR). We review your inventory against them before shipping.',
      },
      {
        id: 3,
        title: 'Which documents do I need?',
        description:
          'Usually your original passport with its travel stamps, your CNIC or NICOP (or your visa if you are not Pakistani), proof of your residence in Qatar, the bill of lading or air waybill, and a detailed inventory. Our partner tells you what your port or dry port asks for before the goods arrive.',
      },
      {
        id: 4,
        title: 'What drives the cost of my move?',
        description:
          'Mainly the volume: a few cubic metres travel most economically in a shared container (LCL), a full home in a 20 ft or 40 ft container (FCL). Clearing at a dry port adds inland haulage, and storage, crating, high-floor or narrow-street delivery and furniture assembly are priced separately. Your survey turns these into one fixed quote.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Pakistan',
    description: [
      'Tell us your moving date and your city in Pakistan, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Pakistan | Karachi, Lahore, Islamabad',
    description:
      'Move home from Qatar to Pakistan: export packing, sea freight to Karachi or a dry port, air cargo, Baggage Rules guidance and door-to-door delivery in 2–5 weeks.',
    keywords:
      'movers Qatar to Pakistan, cargo Doha to Karachi, shipping household goods to Lahore, unaccompanied baggage Pakistan, relocation to Islamabad',
    slug: 'international-relocation-pakistan-qatar',
  },
} satisfies Destination
