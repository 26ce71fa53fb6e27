import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'United States',
  transitTime: '8–12 weeks',
  order: 9,
  related: [
    'international-relocation-canada-qatar',
    'international-relocation-united-kingdom-qatar',
    'international-relocation-mexico-qatar',
  ],
  bannerImage: destinationArt(
    'united-states',
    'A red suspension bridge over a bay, with a city skyline of towers behind it',
  ),
  header: {
    title: 'International Relocation from Qatar to the United States',
    description: `Americans finishing a posting at a Doha university, hospital or energy company, and families moving on to new jobs in Houston, New York, Washington or California, make the United States one of our longest and most carefully planned routes. ${siteConfig.companyName} packs your home in Qatar, ships it from Hamad Port and delivers it to your new address in any state, with our US partner handling customs clearance and the final mile.

US Customs and Border Protection (CBP) clears used household goods on CBP Form 3299, the Declaration for Free Entry of Unaccompanied Articles, with a detailed inventory. Returning residents and new arrivals can usually bring personal and household effects free of duty when the conditions of the personal-effects exemption are met. We prepare the form and the inventory with you, and make sure the Importer Security Filing is lodged before your container is loaded.

By sea, a move usually takes 8–12 weeks door to door: East Coast and Gulf Coast ports such as New York-New Jersey and Houston are reached sooner than Los Angeles-Long Beach or an inland city served by rail. By air, a consignment leaves Hamad International Airport for New York, Washington, Chicago, Dallas or Houston and is usually delivered within 1–2 weeks.`,
  },
  atAGlance: {
    sea: '8–12 weeks',
    air: '7–14 days',
    customs:
      'Returning residents and new arrivals usually bring personal and household effects free of duty on CBP Form 3299, the Declaration for Free Entry of Unaccompanied Articles.',
    documents:
      'Passport with your visa or green card, CBP Form 3299, a detailed inventory and, by sea, the Importer Security Filing lodged before loading.',
    nextStep: 'Book a short call to plan your survey and time the sailing around your arrival.',
  },
  whyChoose: {
    title: 'Why families moving to the US choose us',
    intro:
      'A move across the world and across a continent needs one plan from your villa in Doha to your new front door.',
    reasons: [
      {
        title: 'CBP paperwork prepared with you',
        description:
          'We complete CBP Form 3299 and a numbered, English inventory with you, and collect the passport and visa copies our partner needs to clear your goods.',
      },
      {
        title: 'The right port for your state',
        description:
          'We route your container through New York-New Jersey, Savannah, Houston or Los Angeles-Long Beach, whichever gives the shortest and safest trip to your new home.',
      },
      {
        title: 'Air and sea, timed together',
        description:
          'A small air shipment with essentials arrives within weeks of your flight, while the sea container follows with the furniture.',
      },
      {
        title: 'Shared or full container',
        description:
          'A full container for a whole villa, or space in a shared container for a smaller household, with the difference in cost and time explained.',
      },
      {
        title: 'One coordinator, insured door to door',
        description:
          'One person follows your move from survey to delivery, and transit insurance on a valued inventory covers your belongings all the way.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to US moves',
    service: [
      {
        image: illustration('family-move', 'A family with boxes outside their new home'),
        title: 'Family household moves',
        description:
          'Full packing in Doha, sea freight to the port nearest your new state, customs clearance and delivery with unpacking and debris removal.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation to the US',
        description:
          'We plan your pet’s flight around the current CDC dog import rules and any state or airline requirements, and arrange the vet visits and travel crate.',
      },
      {
        image: illustration('crating', 'A wooden crate built around framed artwork'),
        title: 'Crating for art and antiques',
        description:
          'Fragile and valuable pieces travel in wooden crates made from heat-treated, marked timber, as the US requires for wood packaging.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to the US works',
    description: 'Five steps, agreed with you in writing before packing begins.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Documents: passport, visa or green card, CBP Form 3299 and inventory',
      'Export packing and loading at your home in Qatar',
      'Sea or air freight, Importer Security Filing and US customs clearance',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to the US',
    intro: 'A few US rules decide whether your shipment clears quickly; plan for them early.',
    reasons: [
      {
        title: 'The personal-effects exemption',
        description:
          'Household effects are generally free of duty if you have owned and used them abroad, for a period set by CBP, and they are not for sale. New items, goods bought for others and some collections can be taxed. Confirm current conditions with CBP.',
      },
      {
        title: 'Food, plants, alcohol and weapons',
        description:
          'Most food, plants, soil and animal products are restricted by USDA, alcohol is also controlled by state law, and firearms need federal approval. Leave food out of the shipment and ask us early about anything else.',
      },
      {
        title: 'Pets',
        description:
          'Dogs must meet CDC import rules, which depend on age, microchip, vaccination and the countries the dog has been in, and some states and airlines add their own. Cats usually face fewer federal rules. Check current requirements with CDC and USDA APHIS.',
      },
      {
        title: 'Vehicles',
        description:
          'A car must meet EPA emissions and DOT safety standards, and most Gulf-specification vehicles do not. Bringing one in rarely pays, so most families sell their car in Qatar.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to the US',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to the US take?',
        description:
          'By sea, usually 8–12 weeks door to door: the East Coast and Houston are quicker than the West Coast or inland cities. By air, goods are usually delivered within 1–2 weeks of collection in Doha.',
      },
      {
        id: 2,
        title: 'What is CBP Form 3299?',
        description:
          'It is the Declaration for Free Entry of Unaccompanied Articles, the form US Customs and Border Protection uses to clear personal and household effects that arrive separately from you. It is presented with your passport, visa or green card and a detailed inventory, and claims the personal-effects exemption for returning residents and new arrivals. Conditions change, so confirm them with CBP; we check your case before shipping.',
      },
      {
        id: 3,
        title: 'What drives the cost of a move to the US?',
        description:
          'The volume of your goods, whether they travel as a full container load (FCL) or in shared container space (LCL), the packing and crating needed, the port of entry and the distance inland to your home, access at delivery and any storage. We quote each part after a survey, with no hidden extras.',
      },
      {
        id: 4,
        title: 'Do I need to be in the US when my goods arrive?',
        description:
          'CBP generally expects you to have entered the US before your goods are cleared, and may ask for the stamped passport page or entry record. We time the sailing around your arrival date and keep the goods in storage if you arrive later.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to the US',
    description: [
      'Tell us your moving date and your new city in the US, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to the USA | CBP 3299 Household Moves',
    description:
      'Move from Qatar to the United States with CBP Form 3299 support, export packing, sea and air freight, and door-to-door delivery to any US state in 8–12 weeks.',
    keywords:
      'movers Qatar to USA, relocation Doha to Houston, shipping household goods to the US, CBP Form 3299, international movers United States',
    slug: 'international-relocation-united-states-qatar',
  },
} satisfies Destination
