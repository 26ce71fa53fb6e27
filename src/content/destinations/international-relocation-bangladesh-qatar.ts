import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Bangladesh',
  transitTime: '4–6 weeks',
  order: 4,
  related: [
    'international-relocation-india-qatar',
    'international-relocation-pakistan-qatar',
    'international-relocation-nepal-qatar',
  ],
  bannerImage: destinationArt(
    'bangladesh',
    'A wooden river boat with a curved hull and a patched sail on a wide delta river, with palms and village roofs on the bank',
  ),
  header: {
    title: 'International Relocation from Qatar to Bangladesh',
    description: `Thousands of Bangladeshi families and workers call Qatar home for a few years and then go back to Dhaka, Chattogram, Sylhet, Cumilla or Khulna. ${siteConfig.companyName} moves anything from a few boxes of personal effects to a whole family home, declared in your own name and delivered to your door.

There is no direct deep-sea service from Hamad Port to Bangladesh: containers usually change ship at a hub such as Colombo or Singapore before the feeder vessel reaches Chattogram Port, or less often Mongla. Door to door, a sea shipment takes 4–6 weeks, including clearance in Chattogram or at the Kamalapur inland container depot in Dhaka. Air cargo from Hamad International Airport to Dhaka or Chattogram usually arrives within 1–2 weeks, clearance included.

Bangladesh Customs clears household goods as unaccompanied baggage under the Baggage Rules of the National Board of Revenue (NBR). We check how the rules treat your items before we pack, so nothing on your inventory comes as a surprise at the port.`,
  },
  atAGlance: {
    sea: '4–6 weeks',
    air: '7–14 days',
    customs:
      'Returning Bangladeshis clear used personal and household effects as unaccompanied baggage under the NBR Baggage Rules, with duty on some items and limits on quantities.',
    documents:
      'Original passport with its arrival stamp, proof of residence in Qatar, the bill of lading or air waybill, a detailed inventory and, if someone clears for you, an authority letter.',
    nextStep:
      'Book a short call to plan your survey and check your inventory against the Baggage Rules.',
  },
  whyChoose: {
    title: 'Why Bangladeshi families choose us for the move home',
    intro:
      'Small shipments or a full house, we plan each one so it clears in your name without delay.',
    reasons: [
      {
        title: 'Declared properly, in your name',
        description:
          'Your goods travel on their own bill of lading or air waybill, with a complete inventory, so you clear them as the owner under the Baggage Rules rather than as anonymous cargo.',
      },
      {
        title: 'Right-sized for small moves',
        description:
          'Most workers send a few cubic metres. We place them in a shared container or send them by air, rather than charging you for a container you do not need.',
      },
      {
        title: 'Chattogram or Dhaka clearance',
        description:
          'Goods for Dhaka can be railed from Chattogram to the Kamalapur inland container depot and cleared there, closer to your home.',
      },
      {
        title: 'Packed for the monsoon',
        description:
          'Sealed cartons, plastic-wrapped mattresses and moisture barriers protect your goods from humidity at sea and from rain on the last miles of delivery.',
      },
      {
        title: 'A coordinator who follows through',
        description:
          'One person follows your shipment from packing in Doha to the day it reaches your door, and transit insurance on a valued inventory covers it on the way.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Bangladesh moves',
    service: [
      {
        image: illustration('packing-boxes', 'Stacked moving boxes sealed with tape'),
        title: 'Personal effects for returning workers',
        description:
          'Clothes, bedding, kitchenware and gifts packed in strong export cartons, listed one by one and shipped in a shared container to Chattogram or Dhaka.',
      },
      {
        image: illustration('family-move', 'A family with boxes outside their new home'),
        title: 'Full household moves',
        description:
          'Packing of a whole apartment or villa, a 20 ft or 40 ft container, clearance and delivery with furniture assembly anywhere in Bangladesh.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Urgent boxes by air',
        description:
          'Documents, laptops and the first weeks’ essentials sent as air cargo to Dhaka or Chattogram while the rest of your home is at sea.',
      },
    ],
  },
  process: {
    image: illustration('map-route', 'A map with a dotted route and location pins'),
    title: 'How your move to Bangladesh works',
    description: 'Five steps, with the route and the clearance point agreed before packing.',
    steps: [
      'Free survey in person or by video, and a fixed quote for a shared container, a full container or air',
      'Documents: passport, Qatar residence details, travel dates and a detailed inventory',
      'Export packing and loading at your home in Qatar',
      'Sea freight via a transhipment hub, or air cargo, and clearance by Bangladesh Customs',
      'Delivery, assembly and unpacking at your home in Bangladesh',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Bangladesh',
    intro: 'These are the points that most often change the time or cost on this route.',
    reasons: [
      {
        title: 'Baggage Rules and what is dutiable',
        description:
          'Used personal effects are treated differently from new goods, and the Baggage Rules set limits on quantities and duty on some appliances, gold and electronics. Allowances can change with the annual budget, so confirm current requirements with Bangladesh Customs (NBR) before you buy anything to take home.',
      },
      {
        title: 'Your arrival and your passport',
        description:
          'Unaccompanied baggage is linked to its owner’s journey, and customs expects it within a set period of your arrival in Bangladesh. The owner, or someone holding your authority letter, must attend clearance with the original passport.',
      },
      {
        title: 'Vehicles',
        description:
          'Car imports into Bangladesh carry age limits and some of the highest duties in the region. Check with Bangladesh Customs before you ship; nearly every family sells its car in Qatar.',
      },
      {
        title: 'Pets, monsoon and port congestion',
        description:
          'Pets need import clearance from the Department of Livestock Services, so ask it or the Bangladesh Embassy in Doha first. From June to October heavy rain and busy periods at Chattogram can add days, which we build into the plan.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Bangladesh',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Bangladesh take?',
        description:
          'By sea, 4–6 weeks door to door, because containers change ship at a hub such as Colombo or Singapore before reaching Chattogram. Air cargo from Hamad International Airport to Dhaka or Chattogram usually arrives within 1–2 weeks, clearance included.',
      },
      {
        id: 2,
        title: 'Do I pay duty on my household goods?',
        description:
          'A returning Bangladeshi can usually bring used personal and household effects under the Baggage Rules, with duty on some items and limits on quantities. A foreign professional moving to Dhaka clears under different terms, and diplomatic and NGO staff under their own privileges. Confirm current requirements with Bangladesh Customs; we check your inventory against them first.',
      },
      {
        id: 3,
        title: 'Which documents do I need?',
        description:
          'Usually your original passport with its arrival stamp, proof of your residence in Qatar, the bill of lading or air waybill, a detailed inventory and, if someone clears the goods for you, an authority letter. Our partner confirms the list for Chattogram or Dhaka before the goods arrive.',
      },
      {
        id: 4,
        title: 'What decides the cost of my move?',
        description:
          'The volume first: a few cubic metres go most economically in a shared container (LCL), a full home in its own container (FCL). Rail to the Dhaka depot or road haulage to your town, storage, crating and delivery to upper floors add to it. After the survey you receive one fixed, itemised quote.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Bangladesh',
    description: [
      'Tell us how much you are sending and your town in Bangladesh, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Bangladesh | Dhaka and Chattogram',
    description:
      'Send your household or personal effects from Qatar to Bangladesh: export packing, sea freight to Chattogram, air cargo to Dhaka, Baggage Rules advice, 4–6 weeks.',
    keywords:
      'movers Qatar to Bangladesh, cargo Doha to Dhaka, shipping household goods Chattogram, unaccompanied baggage Bangladesh, relocation to Bangladesh',
    slug: 'international-relocation-bangladesh-qatar',
  },
} satisfies Destination
