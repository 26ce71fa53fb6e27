import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Lebanon',
  transitTime: '3–5 weeks',
  order: 11,
  related: [
    'international-relocation-jordan-qatar',
    'international-relocation-egypt-qatar',
    'international-relocation-turkey-qatar',
  ],
  bannerImage: destinationArt(
    'lebanon',
    'A broad cedar tree on a green hillside above terraced slopes, with snowy mountains behind and the sea below',
  ),
  header: {
    title: 'International Relocation from Qatar to Lebanon',
    description: `Lebanese doctors, bankers, engineers and teachers are part of Doha’s working life, and many of them eventually take their families back to Beirut, Mount Lebanon, the north or the south. ${siteConfig.companyName} moves your home from Qatar to Beirut, Jounieh, Byblos, Tripoli, Sidon, Tyre, Zahle or your village in the mountains, door to door.

Household goods travel by sea from Hamad Port to the Port of Beirut, or to the Port of Tripoli for homes in the north, usually with one change of ship on the way through the Suez Canal. Door to door, a sea shipment takes 3–5 weeks, clearance included. Air cargo from Hamad International Airport to Beirut–Rafic Hariri International Airport usually arrives within 1–2 weeks, clearance included. Overland routes across the region are not a practical option for household goods at present.

Lebanese Customs can exempt the used household effects of Lebanese returning after living abroad, and of foreigners coming to live in Lebanon, when the conditions are met. We check them with you before we book, so your paperwork is ready when the ship arrives.`,
  },
  atAGlance: {
    sea: '3–5 weeks',
    air: '7–14 days',
    customs:
      'Lebanese returning after living abroad, and foreigners taking up residence, can usually bring used household effects free of duty once the conditions on time abroad and ownership are met.',
    documents:
      'Passport or Lebanese identity card, your Qatar residence permit and its cancellation, the bill of lading or air waybill, and the inventory form our partner sends you.',
    nextStep:
      'Book a short call to plan your survey and check the exemption conditions before we book.',
  },
  whyChoose: {
    title: 'Why families moving to Lebanon choose us',
    intro: 'We plan the customs side, the sailing and the last steep street with equal care.',
    reasons: [
      {
        title: 'Returning-resident exemption prepared',
        description:
          'We explain what Lebanese Customs usually asks for to exempt used household effects, help you gather proof of your years in Qatar and list every item in the form officers can check.',
      },
      {
        title: 'Beirut or Tripoli',
        description:
          'We route your container to the port nearest your new home, which saves inland trucking for families settling in Tripoli, Akkar or Zgharta.',
      },
      {
        title: 'Crews for apartments and mountain roads',
        description:
          'Our partner’s crews carry furniture up stairwells when power cuts stop the lift, hoist large pieces through balconies and use smaller trucks for narrow village roads.',
      },
      {
        title: 'Careful with what you treasure',
        description:
          'Artwork, books, silverware and family furniture are wrapped, crated where needed and listed on a valued inventory for transit insurance.',
      },
      {
        title: 'One coordinator in Doha',
        description:
          'One person plans the move, keeps you informed of the sailing and clearance, and speaks with our Lebanese partner for you.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Lebanon moves',
    service: [
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Sea freight to Beirut and Tripoli',
        description:
          'A shared container for a few rooms of furniture, or a 20 ft or 40 ft container for a whole home, shipped from Hamad Port and cleared by our partner.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage in Doha',
        description:
          'If your home in Lebanon is still being built or renovated, we keep your goods in our climate-controlled warehouse in Doha and ship them when you are ready.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation to Lebanon',
        description:
          'We coordinate the vet visits, the export health certificate from Qatar and a pet-friendly flight to Beirut for your cat or dog.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Lebanon works',
    description: 'Five steps, set out in a written plan before packing day.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Documents: passport or Lebanese ID, proof of residence abroad and a detailed inventory',
      'Export packing and loading at your home in Qatar',
      'Sea freight to Beirut or Tripoli, or air cargo to Beirut, and clearance by Lebanese Customs',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Lebanon',
    intro: 'The points that most often affect time and cost on the route to Lebanon.',
    reasons: [
      {
        title: 'Conditions for the exemption',
        description:
          'The exemption on used household effects depends on how long you lived abroad, how long you owned the goods and whether you are settling in Lebanon. New items, and appliances beyond normal household use, can be dutiable, and the exchange rate used to value goods for duty has changed several times since 2019. Confirm current requirements with Lebanese Customs.',
      },
      {
        title: 'Prohibited and restricted items',
        description:
          'Goods made in Israel or bearing Israeli marks are prohibited, and weapons, drones and some communications equipment need prior authorisation. Check labels on electronics and cosmetics before packing, and leave anything doubtful out.',
      },
      {
        title: 'Vehicles',
        description:
          'Cars can be imported, but customs duty and VAT are charged on the value and engine size, with conditions on the car’s age. Check with Lebanese Customs before shipping and compare the total with buying in Lebanon.',
      },
      {
        title: 'Pets and changing sailings',
        description:
          'Pets need a microchip, a valid rabies vaccination and a health certificate, and must meet the Ministry of Agriculture’s import conditions; ask the ministry or the Lebanese Embassy in Doha first. Shipping schedules in the region can change at short notice, so we confirm the routing when you book.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Lebanon',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Lebanon take?',
        description:
          'By sea, 3–5 weeks door to door to Beirut or Tripoli, including one change of ship and customs clearance. Air cargo from Hamad International Airport to Beirut usually arrives within 1–2 weeks, clearance included.',
      },
      {
        id: 2,
        title: 'Are my household goods exempt from duty?',
        description:
          'Lebanese returning after living abroad, and foreigners taking up residence, can usually bring their used household effects free of duty once the conditions on time abroad and ownership are met. New goods and some appliances may be taxed. Rules change, so confirm current requirements with Lebanese Customs; we review your inventory with you first.',
      },
      {
        id: 3,
        title: 'Which documents do I need?',
        description:
          'Usually your passport or Lebanese identity card, proof of your residence in Qatar such as your residence permit and its cancellation, the bill of lading or air waybill and a detailed inventory in the form our partner sends you. Non-Lebanese also need their Lebanese residence or work documents.',
      },
      {
        id: 4,
        title: 'What decides the price of my move?',
        description:
          'The volume and the container: a shared container (LCL) for a few rooms, a full container (FCL) for a whole home. The destination port, delivery to upper floors or mountain villages, storage, crating and assembly add to it. After the survey you receive one fixed, itemised quote.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Lebanon',
    description: [
      'Tell us your moving date and your town in Lebanon, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Lebanon | Beirut and Tripoli by Sea',
    description:
      'Move from Qatar to Lebanon: export packing, sea freight to Beirut or Tripoli, air cargo, customs exemption help for returning residents, delivery in 3–5 weeks.',
    keywords:
      'movers Qatar to Lebanon, shipping Doha to Beirut, household goods to Lebanon, Lebanese customs exemption household effects, relocation to Lebanon',
    slug: 'international-relocation-lebanon-qatar',
  },
} satisfies Destination
