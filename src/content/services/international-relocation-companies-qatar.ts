import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 0,
  title: 'International Relocation',
  slug: '/services/international-relocation-companies-qatar',
  listsDestinations: true,
  group: 'Movers',
  cardImage: illustration(
    'international-globe',
    'A globe with shipping and flight routes leading out from Qatar to other continents',
  ),
  bannerImage: illustration(
    'family-move',
    'A family watching movers carry labelled boxes out of their Doha home for an overseas move',
  ),
  featureImage: illustration(
    'customs-documents',
    'Passports, an inventory and customs forms laid out for an international household move',
  ),
  bannerDescription:
    'Door-to-door moves from Qatar to more than 120 countries: export packing, shipping, customs clearance at both ends and one coordinator from survey to delivery.',
  shortDescription:
    'Moving abroad from Doha? We survey, pack, ship by sea or air, clear customs and deliver to your new home in over 120 countries.',
  featureTitle: 'One coordinator from Doha to your door',
  featureDescription: `An international move involves two countries’ rules, several carriers and a stack of paperwork. ${siteConfig.companyName} keeps it in one place: a single coordinator plans your timeline, prepares the export documents and works with our partner agent at destination. You always know who to call, and the same team answers for the whole journey.`,
  features: [
    'Free in-person or video pre-move survey',
    'Export-grade packing and custom wooden crates',
    'Sea, air and road options compared',
    'Customs clearance at origin and destination',
    'Unpacking and debris removal on delivery',
  ],
  metaTitle: 'International Movers in Qatar – Door-to-Door Relocation',
  metaDescription:
    'Relocating abroad from Doha? Door-to-door international moves to 120+ countries with export packing, sea or air shipping, customs clearance and one coordinator.',
  keywords:
    'international movers Qatar, international relocation Doha, overseas moving from Qatar, shipping household goods from Qatar, expat relocation Qatar, door to door international moving',
  detailedContent: [
    {
      heading: 'International Relocation Services in Qatar',
      level: 'h1',
      content: `Leaving Qatar for a new posting, returning home after years in Doha or moving the family to a third country is a big step, and the logistics should not be the hard part. Since 2011, ${siteConfig.companyName} has moved households from Qatar to more than 120 countries. We survey your home, pack everything to export standard, choose the right mix of sea, air and road freight, prepare the paperwork and hand over to an audited partner of our global moving network who clears customs and delivers at the other end. One coordinator stays with you from the first call to the last box unpacked.`,
    },
    {
      heading: 'How an international move from Qatar works',
      level: 'h2',
      content:
        'Every move is different, but the sequence is the same. Knowing it early lets you plan school terms, notice periods and flights around it.',
      subSections: [
        {
          heading: 'Survey and fixed quotation',
          level: 'h3',
          content:
            'A coordinator walks through your home in person or by video call, notes what goes, what stays and what needs special handling, and estimates the volume. Within a day or two you receive an itemised quote that sets out packing, freight, destination services and insurance options separately.',
        },
        {
          heading: 'Planning and documents',
          level: 'h3',
          content:
            'We agree packing and loading dates, check the customs rules of your destination with our partner agent and send you a short list of the documents they need. Booking six to eight weeks ahead gives the most choice of dates, especially in June, July and December, when many families leave Doha.',
        },
        {
          heading: 'Packing, crating and loading',
          level: 'h3',
          content:
            'Our crew packs with export cartons, bubble wrap, moisture barriers and, for artwork, glass and marble, custom wooden crates. Each item is numbered on an inventory you check and sign. An apartment usually takes one day; a large villa two or three.',
        },
        {
          heading: 'Shipping and customs at destination',
          level: 'h3',
          content:
            'Sea containers leave through Hamad Port and air shipments through Hamad International Airport. Our partner agent abroad clears customs, arranges any inspection, delivers, reassembles furniture and unpacks to surfaces.',
        },
      ],
    },
    {
      heading: 'Documents you will usually need',
      level: 'h2',
      content:
        'Requirements depend on the destination country and your visa status, but most moves from Qatar use the same core set of papers.',
      list: [
        'Passport: a clear copy of the passport of the person named on the shipment, with the relevant visa or residence permit for the destination.',
        'Qatar ID: a copy of your residence permit, used for export formalities in Qatar.',
        'Inventory: the signed, numbered packing list our crew prepares, which customs at both ends rely on.',
        'Destination forms: customs declarations or duty relief forms required by the country you are moving to.',
        'Proof of residence or employment: some countries ask for a work contract, a lease or a letter from your new employer.',
        'Vehicle and pet papers: registration, ownership and export documents for cars; health certificates and vaccination records for pets.',
      ],
      content2:
        'Many countries give duty relief on used personal effects to people transferring their residence, usually if the goods have been owned and used for a minimum period and arrive within a set time. The conditions differ by country and change from time to time, so we confirm them with our destination agent and the relevant embassy before you pack, never after.',
    },
    {
      heading: 'Exit formalities before leaving Qatar',
      level: 'h2',
      content:
        'Most expatriate residents no longer need an exit permit to leave Qatar, but a clean departure still takes some organising. Start these tasks about a month before your flight.',
      list: [
        'Residence permit: your employer normally cancels your residence permit, and those of any dependants, once your last working day is agreed.',
        'Kahramaa: request the final meter reading and disconnection, pay the last bill and keep the clearance your landlord may ask for before returning the deposit.',
        'Telecoms: close or transfer your Ooredoo or Vodafone lines and return any rented routers or set-top boxes.',
        'Banks and loans: settle loans, credit cards and any post-dated cheques, because unpaid debts can lead to a travel ban.',
        'Vehicle: pay any traffic fines shown on Metrash and either sell the car or cancel its registration for export.',
      ],
      content2:
        'Your coordinator is not a substitute for your company’s PRO or HR team, but we have seen these steps many times and can tell you what usually trips people up, such as the landlord wanting the Kahramaa clearance before the handover inspection.',
    },
    {
      heading: 'Sea, air or road: choosing the right way to ship',
      level: 'h2',
      content:
        'Most families combine two modes. A sea container carries the furniture and the bulk of the household, while a small air shipment brings clothes, school things and kitchen essentials so you can live normally before the container lands. For Saudi Arabia, the UAE, Kuwait, Bahrain and Oman, our trucks travel by road through the Abu Samra border. Door-to-door times depend on the route: around 15–30 days to India, 3–5 weeks to Belgium or Australia and 4–8 weeks to Japan are typical, with customs and port schedules the main variables.',
    },
    {
      heading: 'Moving pets, cars and valuables',
      level: 'h2',
      content:
        'Pets travel as manifest cargo with their own paperwork: vaccinations must be current at least 30 days before departure, and some destinations, such as Australia, need several months of preparation. Cars can go in their own container or share one with household goods where rules allow. Jewellery, cash and important documents should travel with you rather than in the shipment.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How far in advance should I book an international move from Qatar?',
          level: 'h3',
          content:
            'Six to eight weeks is ideal, and earlier for summer departures. We can move faster when a posting comes up suddenly, but short notice narrows the choice of packing dates and vessel sailings.',
        },
        {
          heading: 'How is the cost of an international move calculated?',
          level: 'h3',
          content:
            'The main factors are volume or weight, destination, shipping mode, access at both homes and services such as crating, storage and insurance. The survey lets us price all of this accurately, and the quote lists each item so you can compare options.',
        },
        {
          heading: 'What should I not pack in my shipment?',
          level: 'h3',
          content:
            'Flammable items such as gas bottles, paint and aerosols, perishable food, plants and soil are generally not accepted. Destination countries also restrict things such as certain foods, medicines and weapons. We give you a country-specific list during the survey.',
        },
        {
          heading: 'Can I track my shipment?',
          level: 'h3',
          content:
            'Yes. You receive a job reference for our online tracking page, and your coordinator updates you at each milestone: loading, departure, arrival, customs release and delivery booking.',
        },
        {
          heading: 'Do you store goods if my new home is not ready?',
          level: 'h3',
          content:
            'We can hold your goods in our climate-controlled warehouse in Doha before shipping, or arrange storage with our partner at destination until your keys are ready.',
        },
      ],
    },
  ],
} satisfies Service
