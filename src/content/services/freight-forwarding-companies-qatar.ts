import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 5,
  title: 'Air Freight',
  slug: '/services/freight-forwarding-companies-qatar',
  group: 'Logistics',
  cardImage: illustration(
    'air-freight',
    'A cargo aircraft being loaded with palletised freight on the apron',
  ),
  bannerImage: illustration(
    'map-route',
    'A route map with flight paths linking Doha to airports in Asia, Europe and Africa',
  ),
  featureImage: illustration(
    'customs-documents',
    'An air waybill, commercial invoice and packing list prepared for customs clearance',
  ),
  bannerDescription:
    'Air freight to and from Hamad International Airport, with booking, documents, customs clearance and delivery handled by one team in Doha.',
  shortDescription:
    'Express, consolidated and charter air cargo through Hamad International Airport, with export documents, customs clearance and door delivery for urgent and high-value shipments.',
  featureTitle: 'Urgent cargo, cleared and delivered',
  featureDescription: `When a production line is waiting for a part or a shop needs stock for a launch, days matter. ${siteConfig.companyName} books space with the airlines serving Hamad International Airport, prepares the paperwork before the cargo flies and clears it on arrival, so the time saved in the air is not lost on the ground.`,
  features: [
    'Express, consolidated and charter options',
    'Export and import customs clearance',
    'Dangerous goods checked before booking',
    'Door-to-door collection and delivery',
    'Milestone tracking with one reference number',
  ],
  metaTitle: 'Air Freight Forwarding in Qatar – Hamad Airport Cargo',
  metaDescription:
    'Air freight forwarding from Doha: express, consolidated and charter cargo via Hamad International Airport, with documents, customs clearance and door delivery.',
  keywords:
    'air freight Qatar, air cargo Doha, freight forwarding companies Qatar, air freight forwarder Doha, Hamad International Airport cargo, express air cargo Qatar',
  detailedContent: [
    {
      heading: 'Air Freight Forwarding Services in Qatar',
      level: 'h1',
      content: `Hamad International Airport is one of the busiest cargo hubs in the region, with flights connecting Doha to most of the world’s major trading centres. ${siteConfig.companyName} Logistics uses that network to move commercial cargo, samples, spare parts and personal effects in and out of Qatar. We advise on the right service, book the space, prepare the documents, clear customs and deliver, so you deal with one forwarder and one reference number from pickup to proof of delivery.`,
    },
    {
      heading: 'When air freight is the right choice',
      level: 'h2',
      content:
        'Air freight costs more per kilogram than sea or road, so it pays where speed, value or security matter most: urgent spare parts, fashion and electronics with short selling seasons, pharmaceuticals and medical supplies, documents, samples and high-value goods. Airport-to-airport transit is often a matter of days, although door-to-door time also depends on collection, connections and customs clearance at both ends. For heavy or bulky cargo that is not urgent, we will tell you honestly when sea freight through Hamad Port is the better option.',
    },
    {
      heading: 'Our air freight services',
      level: 'h2',
      content: 'We match the service to the deadline and the budget.',
      subSections: [
        {
          heading: 'Express and next-flight-out',
          level: 'h3',
          content:
            'For the most urgent shipments we book the first available flight, arrange collection straight away and pre-clear documents where possible so cargo can be released soon after landing.',
        },
        {
          heading: 'Consolidated air cargo',
          level: 'h3',
          content:
            'Shipments that can wait a few extra days travel on a consolidation with other customers’ cargo, which lowers the cost per kilogram on regular lanes.',
        },
        {
          heading: 'Charter and oversized cargo',
          level: 'h3',
          content:
            'For project cargo, large machinery or very tight deadlines, we arrange part or full charters and plan loading with the airline.',
        },
        {
          heading: 'Personal effects by air',
          level: 'h3',
          content:
            'Families relocating often send a small air shipment of essentials ahead of a sea container. We pack it to airline standards and clear it as unaccompanied baggage where the destination allows.',
        },
      ],
    },
    {
      heading: 'How airlines charge: actual and volumetric weight',
      level: 'h2',
      content:
        'Airlines charge on whichever is greater: the actual weight or the volumetric weight. Under the usual industry standard, volumetric weight in kilograms is length × width × height in centimetres divided by 6,000. A carton of 100 × 80 × 60 cm therefore counts as 80 kg even if it weighs 30 kg. Compact packing and well-built pallets make a real difference to the bill, and we check dimensions before we book so the quote is accurate.',
    },
    {
      heading: 'Documents for air cargo',
      level: 'h2',
      content:
        'Correct paperwork is the biggest single factor in fast clearance. For most commercial shipments you will need the following.',
      list: [
        'Commercial invoice: describing the goods, their value, currency and terms of sale.',
        'Packing list: showing the number of packages, their weights, dimensions and contents.',
        'Air waybill: issued by us or the airline as the contract of carriage.',
        'Certificate of origin: required for many imports and for claiming preferential duty rates.',
        'Permits and approvals: some goods, such as food, medicines, cosmetics and telecom equipment, need approval from the relevant Qatari authority.',
        'Dangerous goods declaration: for cargo classed as dangerous under airline rules.',
      ],
      content2:
        'Document requirements, including any attestation, change from time to time and differ between countries. We check the current rules for your goods and route before the cargo flies, because correcting a document after arrival costs time and storage charges.',
    },
    {
      heading: 'Customs clearance at Hamad International Airport',
      level: 'h2',
      content:
        'Imports into Qatar are declared through the country’s electronic customs system, and the importer generally needs a valid commercial registration and customs importer code.',
      list: [
        'Before arrival: we collect your documents, check them against the goods and prepare the declaration.',
        'On arrival: the cargo is received at the airport cargo terminal, and the declaration is lodged.',
        'Inspection: customs may inspect the cargo, and we attend on your behalf.',
        'Duties: any duties and fees assessed by customs are paid, and you receive the official receipts.',
        'Delivery: the released cargo is collected and delivered to your door, warehouse or site.',
      ],
      content2:
        'For exports, we prepare the export declaration, arrange screening and deliver the cargo to the airline in time for the booked flight.',
    },
    {
      heading: 'Restricted and dangerous goods',
      level: 'h2',
      content:
        'Many everyday products count as dangerous goods in the air, including lithium batteries, perfumes, aerosols, paints, some adhesives and magnetised items. They can often fly when correctly classified, packed and labelled, but not always on every aircraft. Qatar also restricts or prohibits certain imports, including alcohol, pork products and narcotics. Tell us exactly what you are shipping and we will confirm what is allowed before you pack.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How long does air freight take from Qatar?',
          level: 'h3',
          content:
            'Airport-to-airport transit is often one to three days on direct routes and longer with connections. Door-to-door time adds collection, clearance at both ends and delivery; we give you a realistic estimate with the quote.',
        },
        {
          heading: 'What information do you need for a quote?',
          level: 'h3',
          content:
            'The origin and destination, a description of the goods, the number of packages, their weights and dimensions, and whether you need collection, customs clearance and delivery.',
        },
        {
          heading: 'Can you ship my personal effects by air?',
          level: 'h3',
          content:
            'Yes. Air shipments of clothes, documents and household essentials are common for families relocating from Doha, often alongside a larger sea shipment.',
        },
        {
          heading: 'Do you handle imports into Qatar as well as exports?',
          level: 'h3',
          content:
            'Yes. We clear imports at Hamad International Airport for businesses and individuals, and our partners collect cargo from suppliers abroad.',
        },
      ],
    },
  ],
} satisfies Service
