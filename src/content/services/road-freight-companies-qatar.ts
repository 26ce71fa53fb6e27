import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 7,
  title: 'Land Freight',
  slug: '/services/road-freight-companies-qatar',
  group: 'Logistics',
  cardImage: illustration(
    'road-freight',
    'A curtain-sider truck carrying palletised cargo along a desert highway',
  ),
  bannerImage: illustration(
    'map-route',
    'A route map tracing a road from Doha through the Saudi border to the other Gulf states',
  ),
  featureImage: illustration(
    'customs-documents',
    'Invoices, a packing list and a stamped certificate of origin prepared for a border crossing',
  ),
  bannerDescription:
    'Full and part truckloads from Doha to Saudi Arabia, the UAE, Kuwait, Bahrain and Oman, cleared through the Abu Samra border by one accountable team.',
  shortDescription:
    'GCC road freight from Qatar via the Abu Samra border: full and part truckloads to Saudi Arabia, the UAE, Kuwait, Bahrain and Oman, with customs handled.',
  featureTitle: 'Road freight that clears the border',
  featureDescription:
    'Every load leaves Doha with its documents checked, its seal numbers recorded and a driver who knows the Abu Samra and Salwa crossings. Your coordinator follows the truck to delivery and sends you the signed proof of delivery the same day.',
  features: [
    'Full (FTL) and part (LTL) truckloads',
    'Customs documents checked before loading',
    'Curtain-siders, flatbeds and refrigerated trailers',
    'Regular departures to every GCC state',
    'One coordinator from pickup to delivery',
  ],
  metaTitle: 'Land Freight from Qatar to the GCC – FTL and LTL Trucking',
  metaDescription:
    'Road freight from Doha to Saudi Arabia, the UAE, Kuwait, Bahrain and Oman via Abu Samra: full and part truckloads, customs paperwork and tracked delivery.',
  keywords:
    'land freight Qatar, road freight companies Qatar, GCC trucking Doha, Qatar to Saudi Arabia trucking, FTL and LTL Qatar, Abu Samra border freight, Qatar to UAE road freight',
  detailedContent: [
    {
      heading: 'Land Freight Services from Qatar',
      level: 'h1',
      content: `Qatar’s only land border, at Abu Samra, is the road gateway to the rest of the Gulf. ${siteConfig.companyName} runs full and part truckloads from Doha through Abu Samra into Saudi Arabia and onward to the United Arab Emirates, Kuwait, Bahrain and Oman. We arrange the truck, prepare the export and transit paperwork, coordinate clearance at each border and deliver to the consignee’s door, with one coordinator and one reference number for the whole journey. On most GCC lanes, road freight sits in a useful middle ground: quicker and more flexible than sea freight door to door, and far more economical than air freight for heavy or bulky cargo.`,
    },
    {
      heading: 'How GCC Road Freight Works from Doha',
      level: 'h2',
      content:
        'A typical export load follows the same sequence, whether it is a single pallet or a full trailer.',
      list: [
        'Quotation: you send the origin, destination, cargo description, weights, dimensions and any temperature or handling needs; we confirm the route, the truck type and an estimated transit time.',
        'Documents: we check the commercial invoice, packing list and certificate of origin before the truck is booked, and prepare the export declaration in Qatar.',
        'Collection and loading: our team loads at your premises or at our Doha warehouse, secures the cargo and records seal numbers and photographs.',
        'Border clearance: the load is cleared out of Qatar at Abu Samra and into or through Saudi Arabia at Salwa, with further crossings for the UAE, Kuwait, Bahrain or Oman.',
        'Delivery: the consignee receives the goods and signs the delivery note, and we send you the proof of delivery.',
      ],
      content2:
        'Transit times depend on distance, the number of borders and the queues on the day, so we give an estimate for your lane with each quote and update you as the truck moves. Destinations in Saudi Arabia’s Eastern Province, such as Dammam and Al Khobar, are usually the quickest lanes from Doha; Kuwait and Oman take longer because of the distance and the extra border processing.',
    },
    {
      heading: 'Full Truckload or Part Load?',
      level: 'h2',
      content:
        'The right option depends on your volume, your deadline and how the cargo must be handled.',
      subSections: [
        {
          heading: 'Full Truckload (FTL)',
          level: 'h3',
          content:
            'A dedicated trailer carries your cargo alone, loaded at your site and sealed until delivery. FTL suits project cargo, retail replenishment, exhibition freight and any load that fills more than about half a trailer, because it moves on your schedule and the goods are handled only at each end.',
        },
        {
          heading: 'Part Load (LTL)',
          level: 'h3',
          content:
            'Your pallets share a trailer with other shippers’ cargo on a scheduled departure. You pay for the space and weight you use, which makes LTL economical for a few pallets, but it depends on consolidation dates and involves extra handling at our Doha warehouse, so it is best for well-packed cargo that is not time-critical.',
        },
        {
          heading: 'Specialised Trailers',
          level: 'h3',
          content:
            'We arrange flatbeds and low-beds for machinery and steel, curtain-siders for palletised goods, box trailers for retail stock and refrigerated trailers for food, pharmaceuticals and other temperature-sensitive goods.',
        },
      ],
    },
    {
      heading: 'Documents and Customs for GCC Trucking',
      level: 'h2',
      content:
        'Paperwork is what stops trucks at a border, so we review it before the load leaves Doha.',
      list: [
        'Commercial invoice: seller, buyer, a full description of the goods, HS codes, quantities and values, matching the packing list exactly.',
        'Packing list: the number of packages, net and gross weights and the dimensions of each pallet or case.',
        'Certificate of origin: goods of GCC national origin can qualify for duty-free movement within the customs union when the correct certificate accompanies them; other goods may attract duty at the destination.',
        'Importer details: the consignee’s commercial registration and customs code in the destination country, which most GCC customs systems ask for before clearance.',
        'Permits: some goods, such as foodstuffs, cosmetics, chemicals, medical products and certain electronics, need approval from the relevant authority in the destination country.',
      ],
      content2:
        'Documentation rules change, and some goods need approval before they enter Saudi Arabia or the final destination. We tell you what your cargo needs at quotation stage, and where a requirement is not clear-cut we ask you to confirm it with the destination authority or your importer of record before the truck is booked.',
    },
    {
      heading: 'Planning Around Gulf Conditions',
      level: 'h2',
      content: 'Road freight in the Gulf has its own rhythm, and good planning avoids most delays.',
      subSections: [
        {
          heading: 'Summer Heat',
          level: 'h3',
          content:
            'From May to September the inside of a closed trailer can become far hotter than the air outside. We recommend refrigerated or insulated trailers for heat-sensitive goods, schedule loading for the early morning and respect Qatar’s summer midday outdoor work restrictions when crews load in open yards.',
        },
        {
          heading: 'Weekends and Holidays',
          level: 'h3',
          content:
            'Friday and Saturday are the weekend in both Qatar and Saudi Arabia, and customs brokers and receivers often work shorter hours during Ramadan and around Eid. We plan departures so that a truck does not reach a border, or a closed receiving dock, at the start of a weekend.',
        },
        {
          heading: 'Border Queues',
          level: 'h3',
          content:
            'Waiting times at Abu Samra and Salwa vary by season and by day. Complete, consistent documents are the best way to keep them short, and your coordinator tells you promptly if a truck is held for inspection.',
        },
      ],
    },
    {
      heading: 'What You Need to Prepare',
      level: 'h2',
      content: 'A smooth shipment starts with a few things on your side.',
      list: [
        'Cargo details: accurate weights, dimensions and pallet count, and whether the goods can be stacked.',
        'Packing: export-grade pallets, stretch-wrap and labels showing the consignee’s name and destination.',
        'Documents: a signed invoice, packing list and certificate of origin, plus any permits for regulated goods.',
        'Access: a loading dock or forklift at pickup and delivery, and the receiving hours at the destination.',
      ],
      content2: `If you have no export packing or loading dock, ${siteConfig.companyName} can palletise, crate and load your goods at our climate-controlled warehouse in the Doha industrial area and store them until the departure date.`,
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'Which GCC countries do you deliver to by road?',
          level: 'h3',
          content:
            'We deliver to Saudi Arabia through the Abu Samra and Salwa crossings and onward to the United Arab Emirates, Kuwait, Bahrain and Oman. We collect from Doha and from anywhere else in Qatar.',
        },
        {
          heading: 'Is road freight cheaper than sea freight within the GCC?',
          level: 'h3',
          content:
            'It depends on the lane and the volume. For Saudi Arabia, road is usually the natural choice; for the UAE and Oman, sea freight can compete on large, non-urgent volumes, while road is quicker door to door. We are happy to quote both so you can compare.',
        },
        {
          heading: 'Can you move temperature-controlled cargo?',
          level: 'h3',
          content:
            'Yes. We book refrigerated trailers with a set temperature range for food, pharmaceuticals and other sensitive goods, and we plan loading and border timing to limit the time cargo spends in the heat.',
        },
        {
          heading: 'Do you handle customs clearance at the destination?',
          level: 'h3',
          content:
            'Yes. We coordinate clearance at each border through our brokers. Import duties, VAT where it applies and any destination permits are the consignee’s responsibility unless your quotation says otherwise.',
        },
        {
          heading: 'Is my cargo insured on the road?',
          level: 'h3',
          content:
            'A carrier’s liability is limited, so we recommend cargo insurance for the full value of your goods. We can arrange cover when you book and explain what it includes.',
        },
        {
          heading: 'How can I follow my shipment?',
          level: 'h3',
          content:
            'Your coordinator sends updates at loading, at each border and at delivery, and you can check progress at any time with your reference number on our Track Your Cargo page.',
        },
      ],
    },
  ],
} satisfies Service
