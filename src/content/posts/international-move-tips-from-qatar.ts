import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { BlogPost } from '../types'

export default {
  id: 'international-move-tips-from-qatar',
  image: illustration(
    'international-globe',
    'Flat navy and gold illustration of a globe circled by a cargo plane and a container ship, with route lines leading from Doha',
  ),
  title: 'International Move Tips: Planning Your Departure from Qatar',
  highlight:
    '<p>A calm international move from Qatar starts about three months out. <strong>Split your belongings into what flies, what sails and what stays</strong>, keep passports, certificates and residence paperwork in your hand luggage, settle Kahramaa, telecom, bank and traffic-fine accounts before your residence permit is cancelled, and check the destination’s customs rules before the first box is packed.</p>',
  date: '19 August 2026',
  time: '04:20 PM',
  author: 'James Whitfield',
  metaTitle: 'International Move Tips for Leaving Qatar',
  metaDescription:
    'Leaving Qatar? A 12-week international move timeline, the documents to carry, what to send by sea or air, customs tips, exit formalities and settling in abroad.',
  keywords:
    'international move from Qatar, leaving Qatar checklist, international relocation Doha, sea freight vs air freight, Qatar exit formalities, moving abroad tips',
  detail: {
    content: [
      {
        type: 'text',
        description: [
          'Leaving Qatar is rarely just a move. It is the end of a job, a tenancy, a school year and often a chapter of family life, all wrapped up in a few busy weeks. At the same time, your belongings have to be packed to export standard, cleared through customs at both ends and delivered to a home you may not yet have seen.',
          'The families who find it easiest are not the ones with the fewest possessions; they are the ones who started early and did things in the right order. This guide sets out a practical timeline, the documents to keep with you, how to decide what goes by sea and what goes by air, how to prepare for customs, the Qatar formalities to finish before you leave, and a few thoughts on settling in at the other end.',
        ].join('\n\n'),
      },
      {
        type: 'table',
        caption: 'A 12-week timeline for an international move from Qatar',
        headers: ['Weeks before departure', 'What to do'],
        rows: [
          [
            '12 weeks',
            'Confirm your departure date with your employer; book a pre-move survey; start researching schools, housing and customs rules at your destination',
          ],
          [
            '10 weeks',
            'Choose your mover; decide what to ship, sell, donate or store; give notice on your tenancy as your lease requires',
          ],
          [
            '8 weeks',
            'Book pet relocation if needed; request school records and transfer certificates; gather and, where required, attest certificates',
          ],
          [
            '6 weeks',
            'Agree the packing and loading dates; arrange the sale or export of your car; start selling furniture you will not take',
          ],
          [
            '4 weeks',
            'Complete the valued inventory for insurance; notify banks, employers and schools of your forwarding address',
          ],
          [
            '2 weeks',
            'Settle traffic fines, loans and credit cards; book the Kahramaa final reading; plan the cancellation of phone and internet contracts',
          ],
          [
            'Moving week',
            'Packing and loading; set aside the suitcases and hand luggage that must not go on the truck; final property inspection',
          ],
          [
            'After arrival',
            'Attend customs clearance if asked; confirm the delivery date; check every item on delivery and report damage within 7 days',
          ],
        ],
      },
      {
        type: 'points',
        title: 'Documents to keep with you, never in the shipment',
        points: [
          '<strong>Passports and visas:</strong> for every family member, with copies stored separately and digitally.',
          '<strong>Residence and employment papers:</strong> your residence permit details, employment contract, end-of-service letter and any letters confirming your new post.',
          '<strong>Certificates:</strong> birth and marriage certificates and educational qualifications, attested where your destination or new employer requires it.',
          '<strong>School records:</strong> recent reports, transfer certificates and any special educational needs assessments.',
          '<strong>Medical records:</strong> prescriptions, vaccination records and a supply of essential medicines, with a doctor’s letter for anything controlled.',
          '<strong>Shipment paperwork:</strong> your inventory, insurance documents, the bill of lading or air waybill once issued, and your coordinator’s contact details.',
          '<strong>Pet documents:</strong> microchip record, vaccination certificates, import permits and health certificates, if your pets travel with you.',
        ],
      },
      {
        type: 'text',
        title: 'Sea or air: deciding how each item travels',
        description: [
          'Sea freight is the backbone of most international household moves. It is priced by volume and is the most economical way to send furniture and the bulk of your belongings. From Hamad Port, goods travel either in a container of their own, usually a 20- or 40-foot container, or as groupage, sharing a container with other shipments to the same region. A container of your own moves on your schedule; groupage costs less for smaller volumes but may take longer while space is consolidated.',
          'Air freight from Hamad International Airport is much faster but priced by weight or volumetric weight, whichever is greater, so it suits a small consignment of essentials that will bridge the weeks before your sea shipment arrives. For moves within the Gulf, road freight through the Abu Samra border into Saudi Arabia and onward is often the practical choice. Your coordinator can give realistic transit estimates for your destination, including customs clearance.',
        ].join('\n\n'),
      },
      {
        type: 'image',
        image: illustration(
          'sea-freight',
          'Flat navy and gold illustration of a container ship leaving port, with household-goods containers stacked on deck',
        ),
      },
      {
        type: 'table',
        caption: 'What to send by sea, by air or in your suitcase',
        headers: ['Item', 'Best sent by', 'Why'],
        rows: [
          [
            'Furniture, beds and large appliances',
            'Sea freight',
            'Bulky items are far cheaper by volume at sea, and you can rent or borrow for a few weeks',
          ],
          [
            'Most kitchenware, books and décor',
            'Sea freight',
            'Heavy for their size, so costly to fly and rarely needed in the first weeks',
          ],
          [
            'Clothes, bedding and a few kitchen basics for the first weeks',
            'Air freight',
            'Arrives much sooner and lets you live comfortably before the sea shipment lands',
          ],
          [
            'Children’s favourite toys and school things',
            'Air freight or suitcase',
            'Familiar things help children settle in from the first day',
          ],
          [
            'Laptops, phones and work equipment',
            'Hand luggage',
            'You need them immediately, and batteries face restrictions in freight',
          ],
          [
            'Documents, jewellery, cash and medicines',
            'Hand luggage',
            'Irreplaceable or needed at once, and excluded from standard moving insurance',
          ],
        ],
      },
      {
        type: 'text',
        title: 'Preparing for customs at your destination',
        description: [
          'Most countries allow people who are moving their residence to import used household goods without paying duty, but the conditions vary. They often include proof that you owned and used the goods before moving, proof of your new residence or work permit, and arrival of the shipment within a set period of your own arrival. Rules change, so check the current requirements with the destination’s embassy or customs authority, and ask your coordinator what documents the agent at the other end will need.',
          'Pack with customs in mind. Food, plants, seeds and soil are restricted almost everywhere, and countries such as Australia and New Zealand inspect closely for biosecurity risks, so clean garden furniture, bicycles, camping gear and outdoor shoes thoroughly before packing. Alcohol, medicines, weapons and items made from protected species may need permits or may be prohibited. A clear, detailed inventory in English, without vague entries such as “miscellaneous”, makes inspection faster.',
        ].join('\n\n'),
      },
      {
        type: 'points',
        title: 'Qatar formalities to finish before you leave',
        points: [
          '<strong>Residence permit:</strong> your employer normally cancels your residence permit through the Ministry of Interior. Agree the timing with their PRO and make sure it stays valid until everything below is done.',
          '<strong>Banks and loans:</strong> settle loans and credit cards before closing accounts. Unpaid debts can lead to a travel ban, so clear them well before your flight.',
          '<strong>Traffic fines:</strong> check for outstanding fines on the Metrash app and pay them, as they can hold up vehicle transfers and other formalities.',
          '<strong>Kahramaa:</strong> request a final reading and pay the last bill for electricity and water. Landlords usually ask for the clearance certificate before returning your deposit.',
          '<strong>Telecoms:</strong> cancel your Ooredoo or Vodafone phone and home internet contracts, settle the final bills and return any rented equipment.',
          '<strong>Your car:</strong> sell it and complete the ownership transfer, or arrange export with the required clearances. Leaving a car registered in your name causes problems later.',
          '<strong>Your tenancy:</strong> give notice as your lease requires, book the handover inspection, and keep copies of the checkout report and deposit correspondence.',
        ],
      },
      {
        type: 'text',
        title: 'Settling in at the other end',
        description: [
          'The first weeks in a new country are easier with a plan for delivery day. Decide in advance which rooms matter most, usually bedrooms and the kitchen, and ask the crew to unpack those first. Check each item against the inventory as it comes off the truck, note any damage on the delivery receipt, and remember that claims must be filed within 7 days of delivery, so open fragile cartons promptly.',
          'Beyond the boxes, register with any local authorities your new country requires, open a bank account, sort out healthcare and find out whether your Qatar driving licence can be exchanged or used for a period. Expect the climate, the pace and the cost of living to feel different after life in the Gulf, and give the family time to adjust.',
          `Over more than a decade, ${siteConfig.companyName} has moved households from Qatar to more than 120 countries. If your departure is on the horizon, a free survey in person or by video will give you a clear plan and a fixed quote, so you can spend your last weeks in Doha saying goodbye rather than worrying about the shipment.`,
        ].join('\n\n'),
      },
    ],
  },
} satisfies BlogPost
