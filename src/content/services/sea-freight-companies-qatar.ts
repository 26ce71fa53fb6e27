import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 6,
  title: 'Sea Freight',
  slug: '/services/sea-freight-companies-qatar',
  group: 'Logistics',
  cardImage: illustration(
    'sea-freight',
    'A container ship stacked with containers sailing towards a Gulf port',
  ),
  bannerImage: illustration(
    'international-globe',
    'A globe showing shipping lanes from the Gulf to Asia, Europe and the Americas',
  ),
  featureImage: illustration(
    'crating',
    'Cargo being crated and secured inside a shipping container before sealing',
  ),
  bannerDescription:
    'FCL and LCL ocean freight through Hamad Port, with booking, container loading, documents, customs clearance and delivery arranged from Doha.',
  shortDescription:
    'Full and shared container shipping through Hamad Port for importers, exporters and relocating families, with loading, documents, customs clearance and door delivery.',
  featureTitle: 'Full containers or shared space',
  featureDescription: `Sea freight is the most economical way to move large volumes, whether it is a full container of stock or a few pallets. ${siteConfig.companyName} books FCL and LCL space on the main trade lanes, loads and secures your cargo properly and clears it through Hamad Port. You get one coordinator and regular updates from booking to delivery.`,
  features: [
    'FCL in 20ft, 40ft and high cube',
    'Regular LCL consolidation on main lanes',
    'Container loading, lashing and crating',
    'Import and export clearance at Hamad Port',
    'Door delivery across Qatar and the GCC',
  ],
  metaTitle: 'Sea Freight in Qatar – FCL and LCL via Hamad Port',
  metaDescription:
    'Sea freight from Doha: FCL and LCL shipping through Hamad Port, with container loading, documents, customs clearance and door delivery in Qatar and abroad.',
  keywords:
    'sea freight Qatar, ocean freight Doha, FCL shipping Qatar, LCL shipping Doha, Hamad Port shipping, container shipping Qatar, sea cargo Qatar',
  detailedContent: [
    {
      heading: 'Sea Freight Services in Qatar: FCL and LCL',
      level: 'h1',
      content: `Most of what Qatar imports and exports by volume travels by sea, and nearly all of it passes through Hamad Port, south of Doha. ${siteConfig.companyName} Logistics arranges ocean freight for importers, exporters, contractors and relocating families, from a single pallet in a shared container to regular full-container programmes. We handle the booking, collection, loading, documents and customs clearance, and we deliver to your warehouse, site or home.`,
    },
    {
      heading: 'Hamad Port, Qatar’s gateway for ocean cargo',
      level: 'h2',
      content:
        'Hamad Port handles Qatar’s container traffic as well as general and project cargo and vehicles. Some shipping lines call directly from Asia, the Indian subcontinent and Europe, while other services connect through regional transshipment hubs. Routing affects transit time, so we compare services rather than simply booking the cheapest. Door-to-door times for household shipments we handle are typically around 15–30 days from India, 3–5 weeks to Belgium or Australia and 4–8 weeks to Japan, with port congestion and customs the main variables.',
    },
    {
      heading: 'FCL or LCL: which suits your cargo?',
      level: 'h2',
      content: 'The choice depends mainly on volume, budget and how sensitive the cargo is.',
      subSections: [
        {
          heading: 'Full container load (FCL)',
          level: 'h3',
          content:
            'You book the whole container, it is sealed at loading and opened only at destination or for inspection. FCL is usually more economical once a shipment fills roughly half of a 20ft container, and it is the safer choice for fragile or high-value cargo and for the household goods of a large villa.',
        },
        {
          heading: 'Less than container load (LCL)',
          level: 'h3',
          content:
            'Your cargo shares a container with other shippers and is charged by volume or weight. LCL suits smaller shipments and regular small orders, but it involves extra handling at consolidation and deconsolidation, so good packing and palletising are essential and transit takes a little longer.',
        },
      ],
    },
    {
      heading: 'Container types at a glance',
      level: 'h2',
      content:
        'These are the containers we book most often. Capacities are approximate internal volumes.',
      list: [
        '20ft standard: about 33 cubic metres, suited to heavy goods and the contents of a two- or three-bedroom home.',
        '40ft standard: about 67 cubic metres, for larger volumes of general cargo.',
        '40ft high cube: about 76 cubic metres, an extra 30 cm of height for bulky, lighter cargo and large villa moves.',
        'Reefer: temperature-controlled containers for food, pharmaceuticals and other sensitive goods.',
        'Open top and flat rack: for machinery, vehicles and oversized cargo loaded by crane.',
      ],
      content2:
        'The usable volume is always lower than the internal volume, because furniture and cartons never fit perfectly. Our surveyors and warehouse team calculate the load plan so you book the right size and do not pay for empty space.',
    },
    {
      heading: 'Our sea freight process',
      level: 'h2',
      content:
        'Each shipment follows the same clear sequence, with one reference number throughout.',
      list: [
        'Quotation: we price the route using your cargo details, the Incoterm and the services you need.',
        'Booking: we confirm space with the shipping line and share the cut-off dates.',
        'Collection and loading: goods are collected and loaded at your premises or our warehouse, then blocked, braced and lashed.',
        'Documentation: we prepare the bill of lading instructions, export declaration and supporting documents.',
        'Tracking: you receive updates at departure, transshipment and arrival.',
        'Clearance and delivery: the cargo is cleared, released from the port and delivered.',
      ],
      content2:
        'For imports, send us the shipping documents as soon as the vessel sails. Clearing on arrival, rather than after it, avoids storage charges at the port and detention charges on the container.',
    },
    {
      heading: 'Import clearance at Hamad Port',
      level: 'h2',
      content:
        'Commercial imports into Qatar are declared electronically, and the importer generally needs a commercial registration and a customs importer code. The usual documents are the bill of lading, commercial invoice, packing list and certificate of origin, plus any approvals the goods require from authorities such as the Ministry of Public Health. Customs may inspect the container before release. Each shipping line and the port allow a limited number of free days, after which demurrage, detention and storage charges apply, so delays in paperwork cost real money. Requirements change from time to time, and we confirm the current rules for your goods before shipping.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How long does sea freight to or from Qatar take?',
          level: 'h3',
          content:
            'It depends on the route and whether the vessel calls directly at Hamad Port or transships. Nearby ports in the Indian subcontinent are a matter of days at sea, while Europe, the Far East and the Americas take several weeks. We give you the schedule with the quote.',
        },
        {
          heading: 'What is the difference between demurrage and detention?',
          level: 'h3',
          content:
            'Demurrage is charged when a container stays in the port beyond the free period; detention is charged when a container is kept outside the port for longer than allowed before being returned empty. Both are avoided with prompt clearance and delivery.',
        },
        {
          heading: 'Can I ship household goods by LCL?',
          level: 'h3',
          content:
            'Yes. Smaller household shipments travel as groupage, packed into wooden lift-vans for protection and shared with other customers’ shipments to the same destination.',
        },
        {
          heading: 'Which Incoterm should I use?',
          level: 'h3',
          content:
            'It depends on how much of the journey you want to control. Importers often buy FOB so they choose the forwarder and the freight cost; exporters selling to inexperienced buyers may prefer CIF or DAP. We can explain the cost and risk of each option for your trade.',
        },
        {
          heading: 'Do you ship to other GCC countries by sea?',
          level: 'h3',
          content:
            'For most GCC destinations road freight through the Abu Samra border is faster, but we also arrange sea freight where it suits the cargo, such as heavy equipment or full containers.',
        },
      ],
    },
  ],
} satisfies Service
