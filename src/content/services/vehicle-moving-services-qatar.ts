import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 9,
  title: 'Vehicle Import and Export',
  slug: '/services/vehicle-moving-services-qatar',
  group: 'Movers',
  cardImage: illustration(
    'vehicle-transport',
    'A car carrier truck loaded with saloon cars and SUVs on a highway',
  ),
  bannerImage: illustration(
    'sea-freight',
    'A container ship leaving port with vehicles and containers on board',
  ),
  featureImage: illustration(
    'customs-documents',
    'Vehicle registration, export certificate and customs forms laid out for a car shipment',
  ),
  bannerDescription:
    'Cars, motorbikes and classic vehicles moved across Qatar, by road to the GCC and by sea worldwide, with the export paperwork and customs handled for you.',
  shortDescription:
    'Vehicle transport from Qatar by enclosed carrier, RoRo or container, with Traffic Department export paperwork, customs clearance and door-to-door delivery across the GCC and worldwide.',
  featureTitle: 'Your car, moved with the same care',
  featureDescription:
    'We inspect and photograph every vehicle before loading, secure it on a carrier or in a container and keep the paperwork moving alongside it. Long-distance vehicle moves take 1–2 days by road, while shipping abroad is planned around sailing schedules.',
  features: [
    'Open and enclosed car carriers',
    'RoRo and container shipping from Hamad Port',
    'Export and import paperwork prepared',
    'Photographed condition report at both ends',
    'Long-distance road moves in 1–2 days',
  ],
  metaTitle: 'Vehicle Import and Export in Qatar – Car Shipping',
  metaDescription:
    'Ship your car from Doha by road, RoRo or container, with export paperwork, customs clearance and insured door-to-door delivery across the GCC and beyond.',
  keywords:
    'vehicle moving Qatar, car shipping Qatar, car export Doha, vehicle import Qatar, car transport GCC, RoRo shipping Hamad Port, classic car shipping Qatar',
  detailedContent: [
    {
      heading: 'Vehicle Import and Export Services in Qatar',
      level: 'h1',
      content: `Whether you are taking the family car to a new posting, sending a vehicle to a buyer abroad or bringing a classic car home to Doha, moving the vehicle itself is the easy part. The real work is in the paperwork: registration, export formalities, customs and the destination’s own import rules. ${siteConfig.companyName} moves cars, SUVs, motorbikes and classic vehicles within Qatar, by road across the GCC and by sea from Hamad Port, and manages the documents at every step.`,
    },
    {
      heading: 'How We Move Vehicles',
      level: 'h2',
      content:
        'The right method depends on where the vehicle is going, its value and your timeline.',
      subSections: [
        {
          heading: 'Within Qatar and Across the GCC by Road',
          level: 'h3',
          content:
            'Vehicles travel on open or enclosed carriers from Doha to anywhere in Qatar, and through the Abu Samra border to Saudi Arabia, the UAE, Kuwait, Bahrain and Oman. Long-distance vehicle moves take 1–2 days on the road once the export and transit documents are ready; border processing can add time on busy days.',
        },
        {
          heading: 'RoRo Shipping',
          level: 'h3',
          content:
            'Roll-on/roll-off vessels carry vehicles that are driven on and off at the port. Where a RoRo service operates on your route, it is usually the most economical way to ship a single running car, but personal belongings cannot be left inside.',
        },
        {
          heading: 'Container Shipping',
          level: 'h3',
          content:
            'A vehicle secured inside a 20ft or 40ft container is protected from weather and handling, and a 40ft container can take two cars, or a car with household goods where the destination allows it. Shipping abroad takes longer than a road move, typically several weeks door to door depending on the sailing schedule and the destination port.',
        },
        {
          heading: 'Enclosed Transport for High-value Cars',
          level: 'h3',
          content:
            'Classic, luxury and sports cars travel in enclosed carriers or dedicated containers, secured with soft wheel straps and chocks and documented in extra detail.',
        },
      ],
    },
    {
      heading: 'Exporting a Vehicle from Qatar',
      level: 'h2',
      content:
        'Before a Qatar-registered vehicle can leave the country permanently, its registration and ownership must be in order.',
      list: [
        'Ownership: the vehicle must be registered in your name, with a valid registration card (istimara).',
        'Finance: if the car was bought on finance, you need a release or no-objection letter from the bank.',
        'Traffic violations: any outstanding fines must be paid, which you can check on the Ministry of Interior’s Metrash app.',
        'Export formalities: the Traffic Department processes the export or cancellation of the Qatari registration and issues the related certificate; we guide you through it or handle it with your authorisation.',
        'Personal documents: copies of your passport and Qatar ID, and the original purchase documents where available.',
      ],
      content2:
        'Procedures at the General Directorate of Traffic are updated from time to time, and the steps differ between a permanent export and a temporary trip across the border. We confirm the current process with you at the start and ask you to check for any changes with the Ministry of Interior before your appointment.',
    },
    {
      heading: 'Importing a Vehicle into Qatar or Abroad',
      level: 'h2',
      content:
        'Every country sets its own rules for imported vehicles, and they matter more than the shipping method.',
      list: [
        'Age limits: many countries, including several in the Gulf, restrict or prohibit the import of older vehicles.',
        'Specifications: the destination may require left- or right-hand drive, local emissions standards or GCC specifications.',
        'Duties and taxes: import duty and VAT or other taxes are assessed at the destination, usually on the vehicle’s value.',
        'Inspection and registration: most countries require a technical inspection before local plates are issued.',
      ],
      content2:
        'For vehicles coming into Qatar, customs clearance takes place at Hamad Port, or at Abu Samra for road imports, followed by inspection and registration with the Traffic Department. Because age limits, duties and specifications differ by country and change over time, we confirm current requirements with the destination authority before a vehicle is shipped, so it never ends up at a port it cannot leave.',
    },
    {
      heading: 'Preparing Your Vehicle for Transport',
      level: 'h2',
      content: 'A little preparation protects the car and speeds up inspections at both ends.',
      list: [
        'Cleaning: wash the vehicle inside and out, so the condition report is accurate and biosecurity checks in some countries are passed.',
        'Fuel: leave no more than a quarter of a tank, or the level the shipping line specifies.',
        'Personal items: remove them, together with toll tags, parking permits and loose accessories.',
        'Battery and tyres: charge the battery, set the tyre pressures and tell us about any leaks or faults.',
        'Keys: hand over one complete set of keys, including any alarm fobs.',
      ],
      content2:
        'Qatar’s summer heat is hard on batteries and tyres, and a vehicle can wait at the port for several days before loading. A car that starts reliably and does not leak fluids is accepted faster by terminals and shipping lines.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How long does a long-distance vehicle move take?',
          level: 'h3',
          content:
            'Most vehicle moves within Qatar are completed on the same day. Long-distance vehicle moves, such as road moves from Doha to other GCC countries, take 1–2 days once the documents are ready. Border processing can add time, and shipping abroad by sea takes several weeks, so we confirm the schedule when we book.',
        },
        {
          heading: 'Can I pack personal belongings inside the car?',
          level: 'h3',
          content:
            'Not on RoRo vessels. In a container, some shipping lines and destinations accept a limited number of items packed separately, but customs rules vary, so we advise case by case.',
        },
        {
          heading: 'Is my vehicle insured during transport?',
          level: 'h3',
          content:
            'We offer transit and marine insurance based on the vehicle’s value, and we photograph its condition at collection and at delivery so any claim is straightforward.',
        },
        {
          heading: 'Can you move a car that does not run?',
          level: 'h3',
          content:
            'Yes. A non-running vehicle can be winched onto a carrier or loaded into a container with the right equipment, but we need to know in advance because extra handling charges may apply.',
        },
        {
          heading: 'Do you ship motorbikes and classic cars?',
          level: 'h3',
          content:
            'Yes. Motorbikes are crated or strapped to pallets, and classic cars travel in enclosed carriers or dedicated containers with additional protection and documentation.',
        },
      ],
    },
  ],
} satisfies Service
