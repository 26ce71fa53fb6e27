import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Nepal',
  transitTime: '6–10 weeks',
  order: 5,
  related: ['international-relocation-india-qatar', 'international-relocation-bangladesh-qatar'],
  bannerImage: destinationArt(
    'nepal',
    'A white stupa with a gilded spire and strings of prayer flags in front of snow-capped Himalayan peaks',
  ),
  header: {
    title: 'International Relocation from Qatar to Nepal',
    description: `Nepal has no coast, so a move home from Doha to Kathmandu, Pokhara, Biratnagar, Butwal or Chitwan is really two journeys: a sea voyage to an Indian port, then an overland transit through India to the Nepal border. ${siteConfig.companyName} plans both legs, with a partner who clears your goods with Nepal’s Department of Customs and delivers them to your door.

Sea shipments sail from Hamad Port to Kolkata (or Haldia) or to Visakhapatnam, continue by rail or truck across India under transit documents to the Birgunj dry port opposite Raxaul, and are cleared there before the drive up to the Kathmandu Valley. Door to door this takes 6–10 weeks. Air cargo from Hamad International Airport to Tribhuvan International Airport in Kathmandu is much quicker, usually 1–2 weeks including clearance, and is the first choice for smaller moves.

We prepare the inventory and papers so that they match at every step, because a missing or inconsistent document in India or at Birgunj stops the container until it is corrected.`,
  },
  atAGlance: {
    sea: '6–10 weeks via India',
    air: '7–14 days',
    customs:
      'A returning Nepali’s used personal and household effects usually enter within set allowances; new goods, extra appliances and gold above the limits are dutiable.',
    documents:
      'Passport, proof of residence in Qatar, the bill of lading or air waybill, the papers for transit across India, and an inventory that matches them at every step.',
    nextStep:
      'Book a short call to plan your survey and choose between air to Kathmandu and sea via India.',
  },
  whyChoose: {
    title: 'Why Nepali families choose us for the move home',
    intro: 'A route with two borders needs papers that agree with each other, and a plan for both.',
    reasons: [
      {
        title: 'Transit through India handled',
        description:
          'Our partners file the Customs Transit Declaration at the Indian port and move your sealed container to the border, so it crosses India without being opened.',
      },
      {
        title: 'Air or sea, honestly compared',
        description:
          'For a few boxes, air cargo to Kathmandu is often close in cost to sea freight and weeks faster. We quote both and recommend the one that suits your volume.',
      },
      {
        title: 'Delivery into the valley and beyond',
        description:
          'Goods cleared at Birgunj are moved onto smaller trucks for the mountain roads and the narrow lanes of Kathmandu, Lalitpur and Bhaktapur.',
      },
      {
        title: 'Packing for a long, rough road',
        description:
          'Double-walled cartons, corner protection and tight loading keep furniture and electronics safe through port handling, rail transit and hill roads.',
      },
      {
        title: 'One coordinator across three countries',
        description:
          'One person follows your goods from Qatar through India to Nepal, keeps you informed at each handover and arranges transit insurance on a valued inventory.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Nepal moves',
    service: [
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Air cargo to Kathmandu',
        description:
          'Personal effects, bedding and electronics flown from Hamad International Airport to Tribhuvan International Airport, cleared by our partner and delivered in the valley.',
      },
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Sea and overland transit',
        description:
          'Full or shared containers shipped to Kolkata or Visakhapatnam, moved across India under transit documents and cleared at the Birgunj dry port.',
      },
      {
        image: illustration('customs-documents', 'Documents, a passport and a customs stamp'),
        title: 'Transit and customs papers',
        description:
          'A single set of inventory, packing list and owner documents, prepared in Doha, that matches what Indian transit and Nepal customs will each check.',
      },
    ],
  },
  process: {
    image: illustration('map-route', 'A map with a dotted route and location pins'),
    title: 'How your move to Nepal works',
    description: 'Five steps across Qatar, India and Nepal, with one written plan.',
    steps: [
      'Free survey and a fixed quote comparing air cargo with sea and overland transit',
      'Documents: passport, Qatar residence details, travel dates and a detailed inventory',
      'Export packing and loading at your home in Qatar',
      'Air cargo to Kathmandu, or sea freight to India, transit to Birgunj and Nepal customs clearance',
      'Delivery, assembly and unpacking at your home in Nepal',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Nepal',
    intro: 'The rules and roads that most often decide the time and cost of a move to Nepal.',
    reasons: [
      {
        title: 'Customs allowances for returning Nepalis',
        description:
          'Returning Nepalis can bring used personal and household effects, but the allowances for items such as televisions, appliances and gold are set by Nepal’s annual budget and change. Foreign staff of embassies, UN agencies and international NGOs often clear under privileges their organisation arranges. Confirm current requirements with the Department of Customs.',
      },
      {
        title: 'Two sets of border formalities',
        description:
          'Goods in transit through India travel sealed and must match their transit documents exactly; an item added, removed or described differently can hold the container at the Indian port or at Raxaul. Restricted items, such as weapons, drones and some communications equipment, need approval before shipping.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing a car into Nepal attracts very high duties and taxes, on top of conditions on the car itself. Check with the Department of Customs before shipping; almost every family sells its car in Qatar.',
      },
      {
        title: 'Pets and the monsoon',
        description:
          'Pets need a microchip, a valid rabies vaccination, a health certificate and clearance by Nepal’s animal quarantine office, so ask it or the Embassy of Nepal in Doha for the current conditions. From June to September, landslides can close hill roads for days.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Nepal',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Nepal take?',
        description:
          'By sea and overland, 6–10 weeks door to door: the voyage to Kolkata or Visakhapatnam, transit across India to Birgunj, customs clearance and delivery. Air cargo from Hamad International Airport to Kathmandu usually takes 1–2 weeks, clearance included.',
      },
      {
        id: 2,
        title: 'Why does my shipment go through India?',
        description:
          'Nepal is landlocked, so sea cargo lands at an Indian port and crosses India under the transit arrangements between the two countries, then enters Nepal at Birgunj or another border dry port. Your goods stay sealed and are cleared only once they reach Nepal.',
      },
      {
        id: 3,
        title: 'Will I pay customs duty in Nepal?',
        description:
          'Used personal and household effects of a returning Nepali usually enter within set allowances, while new goods, extra appliances and gold above the limits are dutiable. Allowances change with the budget, so confirm current requirements with the Department of Customs; we check your inventory first.',
      },
      {
        id: 4,
        title: 'What makes up the cost of my move?',
        description:
          'The volume, and whether it goes by air, in a shared container (LCL) or in a full container (FCL). Sea moves also include the Indian port handling, overland transit and Birgunj clearance, and every move includes delivery, which costs more to hill towns and narrow lanes. Storage, crating and assembly are priced separately in one fixed quote.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Nepal',
    description: [
      'Tell us your town in Nepal and roughly how much you are sending, and we will compare air and sea for you after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Nepal | Kathmandu by Air or Sea',
    description:
      'Move home from Qatar to Nepal: air cargo to Kathmandu, or sea freight to Kolkata with transit to the Birgunj dry port, customs clearance and delivery in 6–10 weeks.',
    keywords:
      'movers Qatar to Nepal, cargo Doha to Kathmandu, shipping household goods to Nepal, Birgunj dry port shipping, relocation to Nepal',
    slug: 'international-relocation-nepal-qatar',
  },
} satisfies Destination
