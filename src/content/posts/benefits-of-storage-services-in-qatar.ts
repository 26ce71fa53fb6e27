import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { BlogPost } from '../types'

export default {
  id: 'benefits-of-storage-services-in-qatar',
  image: illustration(
    'warehouse-storage',
    'Flat navy and gold illustration of a warehouse aisle with tall racks of wrapped furniture and labelled storage vaults',
  ),
  title: 'Benefits of Storage Services in Qatar for Homes and Businesses',
  highlight:
    '<p>In Qatar, the biggest risk to stored belongings is not theft but heat and humidity. <strong>Choose climate-controlled, monitored storage backed by a written inventory</strong>, pack for the length of the stay, and keep cash, jewellery, documents and anything flammable out of the unit. Done well, storage turns a rushed move, a renovation or an overflowing stockroom into a calm, planned process.</p>',
  date: '04 November 2026',
  time: '10:30 AM',
  author: 'Sarah Mitchell',
  metaTitle: 'Benefits of Storage Services in Qatar | Blog',
  metaDescription:
    'Why climate-controlled storage matters in Qatar’s heat and humidity: storage between homes, business stock and archives, what not to store and how to prepare.',
  keywords:
    'storage services Qatar, climate-controlled storage Doha, household storage Qatar, business storage Doha, document archive storage, storage between homes',
  detail: {
    content: [
      {
        type: 'text',
        description: [
          'Most people think about storage only when they run out of space. A lease ends a fortnight before the new villa is ready, a family leaves Doha for a two-year posting but plans to come back, or a growing business finds its stock spilling into the meeting room. In each case the question is not simply where the boxes will go, but what condition they will be in when they come back out.',
          'In Qatar that question has a particular edge. Summer temperatures in Qatar can pass 45°C, and in late summer the coastal humidity around Doha can be oppressive. Furniture, fabrics, paper and electronics that would sit happily in a garage in a cooler country can warp, mould or corrode here within a single season. This guide explains what good storage gives you, when it makes sense for households and businesses, and how to prepare your belongings so they return exactly as they left.',
        ].join('\n\n'),
      },
      {
        type: 'text',
        title: 'Climate control: the benefit that matters most in Qatar',
        description: [
          'Heat and moisture work together. Solid wood shrinks and swells as temperature and humidity swing, which is how table tops split and drawers stop closing. Veneers lift, glue joints fail and lacquer clouds. Leather, upholstery and mattresses absorb moisture and develop mildew, often with a smell that never quite leaves. Photographs stick together, books and paper files curl and spot, and the fine contacts inside electronics begin to corrode.',
          'A shipping container, a villa storeroom without air conditioning or a rented shed in the industrial area can become far hotter inside than the air outside, and the temperature drops sharply at night, which is when condensation forms. A climate-controlled warehouse keeps temperature and humidity within a steady band all year, so materials are not forced to expand and contract every day. If you are storing anything made of wood, fabric, leather or paper, or anything with a circuit board, climate control is not an upgrade; it is the reason to use professional storage at all.',
        ].join('\n\n'),
      },
      {
        type: 'image',
        image: illustration(
          'climate-control',
          'Flat navy and gold illustration of a thermostat panel and humidity gauge beside stacked storage crates in a cooled warehouse',
        ),
      },
      {
        type: 'points',
        title: 'What professional storage gives you',
        points: [
          '<strong>Steady conditions:</strong> temperature and humidity held within a controlled range through the hottest and most humid months, not just cooled during working hours.',
          '<strong>Security around the clock:</strong> a monitored building with CCTV, controlled access and staff who know who is allowed to request or collect your goods.',
          '<strong>A written inventory:</strong> every item or carton numbered and listed when it goes in, so you know what you have, where it is and what should come back.',
          '<strong>Professional handling:</strong> the same trained crew packs, loads and stores your goods, rather than belongings being moved several times by different people.',
          '<strong>Flexibility:</strong> store for a few weeks between homes or for several years during an overseas assignment, and add or withdraw items as plans change.',
          '<strong>Insurance while in storage:</strong> cover that continues from your home into the warehouse and back, provided you arrange it with your valued inventory.',
        ],
      },
      {
        type: 'text',
        title: 'Storage between homes',
        description: [
          'Gaps between tenancies are common in Doha. Landlords want the old villa back on the last day of the lease, while a new apartment on The Pearl or in Lusail may still be waiting for its handover, its snagging or its air conditioning to be serviced. Rather than squeezing everything into a friend’s majlis or paying for two homes at once, you can have your belongings packed once, stored in wooden vaults, and delivered when the new home is genuinely ready.',
          'Two habits make short-term storage much easier. First, separate a “live” box of things you will need during the gap – school uniforms, chargers, documents, a few kitchen basics – and keep it with you. Second, ask for the items you will want first at the new home to be loaded last into the vault, so beds, kitchen equipment and children’s rooms come off the truck at the start of delivery day.',
        ].join('\n\n'),
      },
      {
        type: 'text',
        title: 'Storage for businesses: stock, archives and equipment',
        description: [
          'Businesses in Qatar use storage for very different reasons. Retailers and online sellers hold seasonal stock ahead of Ramadan, Eid, National Day and the year-end peak, then draw it down as demand arrives. Event and exhibition companies need somewhere safe to keep stands, displays and audio-visual equipment between shows. Companies refurbishing an office floor need to clear furniture for a few weeks, and almost every firm accumulates paper records that must be kept but no longer deserve prime office space.',
          'For archives, the value of storage lies in retrieval as much as in space. Box files by department and year, keep an index that says what is in each box, and agree how quickly a single box can be delivered back to the office when someone needs it. Your legal and finance advisers can tell you how long each type of record must be kept; once a retention period has passed, arrange secure destruction rather than storing paper indefinitely.',
        ].join('\n\n'),
      },
      {
        type: 'table',
        caption: 'Matching the storage to the situation',
        headers: ['Situation', 'Typical length', 'What works best'],
        rows: [
          [
            'Between two homes in Qatar',
            'A few days to a few weeks',
            'Pack once, store in sealed wooden vaults, deliver straight to the new address',
          ],
          [
            'Overseas assignment with a planned return',
            'One to several years',
            'Full export-standard packing, detailed inventory, regular checks and storage insurance',
          ],
          [
            'Home renovation or repainting',
            'Two weeks to three months',
            'Store bulky furniture and fragile items; keep daily essentials at home',
          ],
          [
            'Seasonal retail or e-commerce stock',
            'Rolling, month to month',
            'Racked storage with stock counts and scheduled deliveries to shop or customer',
          ],
          [
            'Company records and archives',
            'Years, by retention period',
            'Indexed boxes, on-request retrieval and certified destruction at the end',
          ],
          [
            'Office refurbishment',
            'Length of the fit-out',
            'Furniture and equipment collected, stored and reinstalled to a floor plan',
          ],
        ],
      },
      {
        type: 'points',
        title: 'What not to put in storage',
        points: [
          '<strong>Cash, jewellery and precious metals:</strong> keep them with you or in a bank. They are excluded from standard moving and storage insurance, and no warehouse is the right place for them.',
          '<strong>Important documents:</strong> passports, certificates, title deeds and anything you may need at short notice belong in your own safe keeping, not in a sealed vault.',
          '<strong>Flammable or pressurised items:</strong> gas cylinders, fuel, paint, solvents, aerosols, fireworks and similar goods are a fire risk to everyone’s belongings and are refused by reputable facilities.',
          '<strong>Food and perishables:</strong> even sealed food attracts insects and pests; empty pantries and fridges before packing.',
          '<strong>Plants and anything living:</strong> plants will not survive months in a dark vault, and animals can never be stored.',
          '<strong>Illegal or restricted goods:</strong> anything you could not lawfully keep at home cannot be stored either.',
        ],
      },
      {
        type: 'points',
        title: 'How to prepare belongings for storage',
        points: [
          '<strong>Clean and dry everything:</strong> dirt and food residue attract pests, and trapped moisture is the start of mould. Let washed fabrics dry fully before packing.',
          '<strong>Prepare appliances:</strong> defrost and dry fridges and freezers, drain washing machines and dishwashers, and leave doors slightly open in storage.',
          '<strong>Let wood breathe:</strong> wrap furniture in blankets or breathable covers rather than sealing it tightly in plastic, which can trap humidity against the surface.',
          '<strong>Dismantle what you can:</strong> beds, large tables and wardrobes store more safely and take less space when taken apart, with fittings bagged and taped to the piece.',
          '<strong>Label and photograph:</strong> mark every carton with its contents and room, photograph valuable items, and keep a copy of the inventory yourself.',
        ],
      },
      {
        type: 'text',
        title: 'Questions to ask any storage provider',
        description: [
          'Before you sign, ask whether the whole building is climate-controlled or only the office area, and how temperature and humidity are monitored. Ask who can access your goods and how requests are verified, whether insurance is included or arranged separately, how much notice you need to give to withdraw items, and whether there is a minimum storage period. Finally, ask who will pack, collect and deliver: storage is only as good as the handling on either side of it.',
          `At ${siteConfig.companyName}, stored goods are kept in our own 24/7 monitored, climate-controlled warehouse in the Doha industrial area, packed and handled by the same crews who carry out our moves. If you are weighing up storage for a move, a renovation or your business, a free survey in person or by video is the simplest way to see how much space you really need.`,
        ].join('\n\n'),
      },
    ],
  },
} satisfies BlogPost
