import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 3,
  title: 'Commercial Storage Solutions',
  slug: '/services/storage-warehousing-services-qatar',
  group: 'Logistics',
  cardImage: illustration(
    'warehouse-storage',
    'High racking with wrapped pallets and a forklift in a clean commercial warehouse',
  ),
  bannerImage: illustration(
    'climate-control',
    'A temperature and humidity display on the wall of a climate-controlled storage hall',
  ),
  featureImage: illustration(
    'household-storage',
    'Wrapped furniture and sealed household boxes stored in labelled wooden lift-vans',
  ),
  bannerDescription:
    'Climate-controlled, 24/7 monitored storage in Doha for stock, documents, equipment and household goods, with handling, inventory reports and delivery across Qatar.',
  shortDescription:
    'Pallet, archive, project and household storage in our climate-controlled Doha warehouse, with receiving, inventory reports, pick-and-pack and delivery whenever you need it.',
  featureTitle: 'Storage that protects against Qatar’s climate',
  featureDescription: `Heat, humidity and dust damage stock, paper and furniture faster in Qatar than almost anywhere. ${siteConfig.companyName} stores your goods in a climate-controlled, 24/7 monitored warehouse in the Doha industrial area, with trained staff handling every movement in and out. You pay for the space and services you use, and you can see what is in store at any time.`,
  features: [
    'Climate-controlled halls with humidity monitoring',
    '24/7 CCTV, alarms and controlled access',
    'Short-term or long-term, pallet or lift-van',
    'Regular inventory reports and photo records',
    'Collection and delivery anywhere in Qatar',
  ],
  metaTitle: 'Commercial Storage and Warehousing in Doha, Qatar',
  metaDescription:
    'Climate-controlled commercial storage in Doha: pallet racking, archives, projects and household goods, with 24/7 monitoring, inventory reports and delivery.',
  keywords:
    'storage Qatar, warehousing services Doha, commercial storage Doha, climate controlled storage Qatar, pallet storage Doha, document storage Qatar, household storage Doha',
  detailedContent: [
    {
      heading: 'Commercial Storage and Warehousing in Qatar',
      level: 'h1',
      content: `Whether you are holding stock between shipments, clearing space during a fit-out or archiving years of records, storage in Qatar has to deal with the climate first. ${siteConfig.companyName} runs a climate-controlled, 24/7 monitored warehouse in the Doha industrial area for businesses, project teams and households. Our own staff receive, record, store and dispatch your goods, and our trucks collect and deliver across Qatar, so storage fits into the rest of your logistics rather than sitting apart from it.`,
    },
    {
      heading: 'Why climate control matters in Qatar',
      level: 'h2',
      content:
        'Summer temperatures in Qatar can pass 45 °C, and the coastal humidity is often high, particularly in late summer. In an ordinary shed or container, heat warps wood, softens adhesives, fades printed packaging and shortens the life of batteries and electronics, while humidity brings mould to paper, fabric and leather. Fine desert dust gets into anything that is not sealed. Our storage halls are insulated and air-conditioned, humidity is monitored, and goods are stored off the floor on pallets or in sealed wooden lift-vans.',
    },
    {
      heading: 'Storage options',
      level: 'h2',
      content: 'We offer storage in the unit that suits your goods and how often you need them.',
      subSections: [
        {
          heading: 'Pallet storage and racking',
          level: 'h3',
          content:
            'For retail, trading and distribution businesses, pallets are stored on racking with a recorded location for each, so they can be found and dispatched quickly. Fast-moving stock is placed for easy picking.',
        },
        {
          heading: 'Document and archive storage',
          level: 'h3',
          content:
            'Many businesses keep records for years. We store archive boxes in a dry, secure area, indexed by box number, and retrieve individual boxes on request.',
        },
        {
          heading: 'Project, exhibition and overflow storage',
          level: 'h3',
          content:
            'Contractors, event organisers and offices between premises use short-term storage for furniture, fit-out materials, stands and equipment, often for a few weeks.',
        },
        {
          heading: 'Storage for household goods',
          level: 'h3',
          content:
            'Families between homes, leaving Qatar for a few months or waiting for a new posting store their furniture in wooden lift-vans that are packed at home, sealed and only opened at delivery.',
        },
      ],
    },
    {
      heading: 'Warehouse services beyond storage',
      level: 'h2',
      content:
        'Storage is rarely just storage. These services are available individually or as a complete package.',
      list: [
        'Receiving: we unload containers and trucks, check counts against your documents and report any damage on arrival.',
        'Inventory: each item or pallet is recorded with its location, and you receive regular stock reports.',
        'Pick and pack: orders are picked, packed and labelled to your instructions for dispatch.',
        'Delivery: our trucks deliver to customers, sites and branches across Qatar, with proof of delivery.',
        'Cross-docking: cargo arriving through Hamad Port or Hamad International Airport can be sorted and sent on without long-term storage.',
        'Value-added work: relabelling, kitting, repacking and palletising can be done on site.',
      ],
      content2:
        'Because our freight, customs and moving teams share the same warehouse, goods can move from a container at Hamad Port into storage and out to your customer without changing hands between different providers.',
    },
    {
      heading: 'Security and care',
      level: 'h2',
      content:
        'Our warehouse procedures are part of our ISO 9001 and ISO 45001 certified management systems.',
      list: [
        'Monitoring: CCTV and alarms are watched around the clock, every day of the year.',
        'Access: only authorised staff enter storage areas, and customer visits are booked and accompanied.',
        'Fire safety: detection and suppression systems are maintained and inspected on schedule.',
        'Pest control: regular professional treatment protects wood, paper and textiles.',
        'Insurance: storage insurance is available based on the declared value of your goods.',
      ],
      content2:
        'We do not store hazardous, flammable or illegal goods, perishable food without prior agreement, or cash and jewellery. If you are unsure about an item, ask us before it arrives and we will tell you whether we can accept it.',
    },
    {
      heading: 'How to start storing with us',
      level: 'h2',
      content:
        'Tell us what you need to store, roughly how much and for how long. We will visit or review a list and photos, recommend pallet, lift-van or floor storage, and send a written quote. On the agreed day we collect, or receive your delivery, record everything and send you the inventory. When you need goods back, a request to your coordinator is usually enough for next-working-day delivery in Doha.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'Is there a minimum storage period?',
          level: 'h3',
          content:
            'Storage is usually charged monthly, and short periods are welcome. Long-term contracts for commercial customers are priced to reflect the commitment.',
        },
        {
          heading: 'How is storage priced?',
          level: 'h3',
          content:
            'Commercial storage is priced by pallet position, cubic metre or floor area depending on the goods, plus handling for each movement in and out. Household storage is priced by lift-van. Your quote lists each charge in QAR.',
        },
        {
          heading: 'Can I visit my goods in storage?',
          level: 'h3',
          content:
            'Yes. Book a visit with your coordinator, and we will have your pallets or lift-vans brought to a viewing area during working hours.',
        },
        {
          heading: 'Can you collect goods from my premises?',
          level: 'h3',
          content:
            'Yes. We collect from offices, shops, sites and homes across Qatar, and we can pack goods for storage before moving them.',
        },
        {
          heading: 'Are goods insured while in storage?',
          level: 'h3',
          content:
            'Storage insurance is offered based on a valued inventory. If your business already has its own cover, check with your insurer that it extends to goods held in a third-party warehouse.',
        },
      ],
    },
  ],
} satisfies Service
