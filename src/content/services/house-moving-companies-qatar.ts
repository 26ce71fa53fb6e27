import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 1,
  title: 'House Moving',
  slug: '/services/house-moving-companies-qatar',
  group: 'Movers',
  cardImage: illustration(
    'house-move',
    'A Qatari villa with movers carrying a wrapped sofa towards a waiting truck',
  ),
  bannerImage: illustration(
    'moving-truck',
    'A closed moving truck with wrapped furniture and boxes, ready for a house move in Doha',
  ),
  featureImage: illustration(
    'packing-boxes',
    'Neatly stacked, labelled moving boxes with wardrobe cartons and packing tape',
  ),
  bannerDescription:
    'Villa and apartment moves across Doha, Lusail, Al Wakrah and the rest of Qatar, packed, moved and set up again in one planned day.',
  shortDescription:
    'Villa and apartment moves within Qatar by trained in-house crews: packing, dismantling, transport, reassembly and unpacking, with a fixed quote after a free survey.',
  featureTitle: 'Your home moved and set up',
  featureDescription: `A local move looks simple until the lift is booked for the wrong hour or the wardrobes will not fit the stairwell. ${siteConfig.companyName} plans every detail at the survey, sends a crew sized for your home and finishes with beds built, furniture placed and cartons cleared away.`,
  features: [
    'Free survey and fixed, itemised quote',
    'Furniture dismantled, labelled and reassembled',
    'Early starts to avoid the summer heat',
    'Compound and tower permits arranged with you',
    'Packing debris removed on the day',
  ],
  metaTitle: 'House Movers in Doha – Villa and Apartment Moving',
  metaDescription:
    'House and villa movers in Doha and across Qatar: packing, dismantling, transport, reassembly and unpacking by our own crews, with a free survey and fixed quote.',
  keywords:
    'house movers Doha, villa movers Qatar, apartment movers Doha, house shifting Qatar, local movers Doha, packers and movers Qatar',
  detailedContent: [
    {
      heading: 'House Moving Services in Doha and across Qatar',
      level: 'h1',
      content: `Moving house within Qatar is usually a one-day job, but only when the planning has been done properly. ${siteConfig.companyName} has moved families between villas, compounds and apartment towers across Doha, Lusail, Al Wakrah, Al Khor and beyond since 2011. Our crews are permanent, trained staff who pack, dismantle, load, drive, reassemble and unpack, so the people who wrap your dining table are the people who set it up again in the new house.`,
    },
    {
      heading: 'What a local move with us includes',
      level: 'h2',
      content:
        'Every quote is built from a survey of your home, so you pay for the services you need and nothing else. A full-service move covers the following.',
      list: [
        'Survey: a coordinator visits in person or by video, lists the furniture and boxes and checks access at both addresses.',
        'Packing: crockery, glass, books, clothes and electronics are packed in new cartons, with wardrobe boxes for hanging clothes.',
        'Dismantling: beds, wardrobes, dining tables and shelving are taken apart, and fittings are bagged and labelled.',
        'Transport: closed trucks carry your goods, with blankets and straps on every piece of furniture.',
        'Reassembly: furniture is rebuilt and placed room by room according to your plan.',
        'Unpacking: we unpack to surfaces, flatten the cartons and take all packing materials away.',
      ],
      content2:
        'If you prefer to pack yourself, we can deliver cartons and tape in advance and move only the furniture and sealed boxes. Items you pack yourself are moved with the same care, though insurance cover for them is usually more limited.',
    },
    {
      heading: 'Moving between compounds, towers and villas',
      level: 'h2',
      content:
        'Access decides how long a move takes, so we check it at the survey rather than discover it on the day.',
      subSections: [
        {
          heading: 'Compounds in West Bay, Al Waab and Al Wakrah',
          level: 'h3',
          content:
            'Most compounds ask for a move-out or move-in request in advance, with the crew names and vehicle numbers, and some allow moves only at certain hours. Tell us your compound office contact and we send the details they need.',
        },
        {
          heading: 'Apartment towers in The Pearl, Lusail and West Bay',
          level: 'h3',
          content:
            'Towers usually require a service lift booking, floor protection and sometimes a refundable deposit. We bring corner guards and floor runners, and we plan the loading order so the lift is used efficiently during your booked slot.',
        },
        {
          heading: 'Standalone villas',
          level: 'h3',
          content:
            'Villas bring larger volumes, garden furniture, outdoor gym equipment and sometimes narrow staircases. We send a bigger crew, and where a piece cannot pass the stairs we can hoist it or take it apart.',
        },
      ],
    },
    {
      heading: 'Planning around the heat and the week',
      level: 'h2',
      content:
        'From late spring to early autumn, Qatar’s heat and humidity shape the day. Qatar also restricts outdoor work during the hottest midday hours in summer, so loading starts early in the morning and the crew works in shifts with water and shade. Wooden furniture, candles, vinyl records and electronics are not left standing in the sun, and the trucks are loaded in a planned order to keep the unloading quick. Weekends in Qatar fall on Friday and Saturday; these are popular moving days, so book early if you need one, especially at the end of the month when leases change over. During Ramadan we adjust working hours and plan the move to fit the shorter day.',
    },
    {
      heading: 'A simple moving timeline',
      level: 'h2',
      content: 'Most of our customers follow a plan like this one.',
      list: [
        'Four weeks before: book your survey and confirm the move date with both landlords.',
        'Three weeks before: request compound or tower permits and book the service lift.',
        'Two weeks before: sort what you will sell, donate or discard, and arrange the Kahramaa transfer.',
        'One week before: book the Ooredoo or Vodafone relocation and pack a bag with essentials.',
        'The day before: empty and defrost the fridge, and set aside valuables and documents to carry yourself.',
        'Moving day: walk through each room with the crew leader and sign the inventory at the end.',
      ],
      content2:
        'Your coordinator confirms the crew size, arrival time and truck the day before and is reachable throughout the move. If the handover at either address is delayed, we can hold your goods overnight in our warehouse instead of leaving them in a truck.',
    },
    {
      heading: 'Utilities, internet and your deposit',
      level: 'h2',
      content:
        'Kahramaa electricity and water accounts are opened and closed in the tenant’s name, and landlords often want proof that the final bill is paid before they return the deposit. Fibre internet relocation can take several days, so request it as soon as you have the new address. Before the handover inspection, many tenants arrange air-conditioning servicing and a deep clean; we can recommend providers and time our work so the empty house is ready for them.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How long does a house move in Doha take?',
          level: 'h3',
          content:
            'A one- or two-bedroom apartment usually takes one day including packing. A four- or five-bedroom villa often needs two days: one for packing and one for loading, delivery and setting up.',
        },
        {
          heading: 'How much does it cost to move house in Qatar?',
          level: 'h3',
          content:
            'The price depends on volume, distance, access at both homes and how much packing you want us to do. After the free survey you receive a fixed quote in QAR that lists every service, so there are no surprises on the day.',
        },
        {
          heading: 'Do I need to empty drawers and wardrobes?',
          level: 'h3',
          content:
            'Drawers with light, soft items can often stay full, but heavy or breakable contents should come out. Hanging clothes go into wardrobe cartons so they arrive ready to wear.',
        },
        {
          heading: 'Do you move outside Doha?',
          level: 'h3',
          content:
            'Yes. We move homes throughout Qatar, including Al Khor, Al Wakrah, Mesaieed, Dukhan and Al Shamal, and our trucks also run to other GCC countries by road.',
        },
        {
          heading: 'Can you disconnect and reconnect appliances?',
          level: 'h3',
          content:
            'Our technicians disconnect and reconnect washing machines and dryers and can remove and reinstall split air-conditioning units, curtains and wall-mounted televisions on request.',
        },
      ],
    },
  ],
} satisfies Service
