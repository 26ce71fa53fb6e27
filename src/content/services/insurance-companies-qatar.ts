import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 4,
  title: 'Insurance Coverage',
  slug: '/services/insurance-companies-qatar',
  group: 'Movers',
  cardImage: illustration(
    'insurance-shield',
    'A gold shield protecting a stack of moving boxes and a wrapped armchair',
  ),
  bannerImage: illustration(
    'packing-boxes',
    'Sealed, numbered moving cartons matching the lines of a valued inventory',
  ),
  featureImage: illustration(
    'checklist',
    'A clipboard with a valued inventory being ticked off item by item',
  ),
  bannerDescription:
    'Transit and storage insurance for your move, based on your own valued inventory, with claims handled by the same team that moved your goods.',
  shortDescription:
    'Comprehensive or total loss cover for local, international and stored goods, arranged with your move and supported by our team if you ever need to claim.',
  featureTitle: 'Cover that matches what you own',
  featureDescription: `Even the most careful move carries some risk, from a dropped carton to a container lost at sea. ${siteConfig.companyName} arranges transit insurance alongside your move, based on a valued inventory you prepare with our help. If something goes wrong, your coordinator helps you document the damage and follows the claim through.`,
  features: [
    'Comprehensive or total loss options',
    'Cover for local, international and storage',
    'Help preparing your valued inventory',
    'Claims guidance from your own coordinator',
  ],
  metaTitle: 'Moving Insurance in Qatar – Transit and Storage Cover',
  metaDescription:
    'Insure your move from Qatar: comprehensive or total loss cover for household goods in transit and storage, a valued inventory and claims help from one team.',
  keywords:
    'moving insurance Qatar, transit insurance Doha, household goods insurance Qatar, relocation insurance Qatar, storage insurance Doha, international removal insurance',
  detailedContent: [
    {
      heading: 'Moving Insurance Coverage in Qatar',
      level: 'h1',
      content: `Your belongings are handled many times during a move: packed, carried down stairs and lifts, loaded, shipped, cleared through customs and unloaded again. ${siteConfig.companyName} takes care at every step, but accidents, weather and events outside anyone’s control can still happen. Moving insurance protects the value of your goods when they do. We arrange cover alongside your move, for local moves within Qatar, international shipments by sea, air or road, and goods held in our warehouse, and we support you through any claim.`,
    },
    {
      heading: 'Why a separate moving policy matters',
      level: 'h2',
      content:
        'A mover’s own liability is limited by its terms and conditions, and ours is no exception: it does not reflect the replacement value of a household. A home contents policy may not cover goods once they leave the house, so check yours. A transit policy fills that gap. It follows your goods from the moment they are packed until they are delivered, and it is priced on the values you declare, so you decide how much protection you need.',
    },
    {
      heading: 'Types of cover',
      level: 'h2',
      content:
        'The options below are typical of the policies we arrange. The exact wording of your policy is what counts, and we send it to you before the move.',
      subSections: [
        {
          heading: 'Comprehensive cover',
          level: 'h3',
          content:
            'Often called all-risks cover, this protects against physical loss or damage from external causes during transit, subject to the exclusions in the policy. It is the choice most families make for international moves.',
        },
        {
          heading: 'Total loss cover',
          level: 'h3',
          content:
            'A lower-cost option that pays only if the whole shipment, or a whole package, is lost, for example through fire, a road accident or a vessel incident. Breakage of individual items is not covered.',
        },
        {
          heading: 'Storage cover',
          level: 'h3',
          content:
            'Goods held in our warehouse before, during or after a move can be insured for the storage period, usually monthly, based on the same valued inventory.',
        },
        {
          heading: 'Local move cover',
          level: 'h3',
          content:
            'Moves within Doha and across Qatar can be insured for the day of the move, which many customers choose for valuable furniture, artwork or electronics.',
        },
      ],
    },
    {
      heading: 'Preparing an accurate valued inventory',
      level: 'h2',
      content:
        'The valued inventory is the heart of your cover. It lists what is being moved and what each item would cost to replace at destination.',
      list: [
        'Replacement value: value each item at what it would cost to buy again new, not what you paid years ago.',
        'High-value items: list artwork, rugs, designer furniture and musical instruments individually, with photos and receipts if you have them.',
        'Sets and pairs: note sets such as dining chairs or paired lamps, as policies treat damage to part of a set in specific ways.',
        'Electronics: record make, model and serial number for televisions, computers and audio equipment.',
        'General contents: group everyday items such as books, kitchenware and clothes by room with a realistic total.',
      ],
      content2:
        'Under-declaring to save on the premium is a false economy: if items are valued below their replacement cost, a claim may be settled in proportion to the shortfall. Your coordinator can suggest typical values, but the declaration is yours.',
    },
    {
      heading: 'What is usually excluded',
      level: 'h2',
      content:
        'Every policy has exclusions, and it is better to know them before the move than after.',
      list: [
        'Cash, jewellery and precious metals: these are excluded from standard insurance and should travel with you.',
        'Owner-packed items: cartons you pack yourself are often covered only for total loss, not breakage.',
        'Mechanical and electrical faults: internal failure of appliances or electronics without visible external damage.',
        'Gradual deterioration: wear and tear, existing damage and slow effects such as fading.',
        'Prohibited goods: items that are not allowed to be shipped or imported under the rules of the countries involved.',
      ],
      content2:
        'Important documents, medicines, laptops with work data and items of sentimental value should also be kept with you where possible. No amount of insurance can replace a family photo album.',
    },
    {
      heading: 'How to make a claim',
      level: 'h2',
      content:
        'Note any visible damage or missing items on the delivery inventory before the crew leaves, and keep damaged items and their packing. Claims must be filed within 7 days of delivery, with photographs and the inventory numbers of the affected items. Your coordinator sends you the claim form, arranges an inspection or repair quote where needed and liaises with the insurer until the claim is settled.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How much does moving insurance cost?',
          level: 'h3',
          content:
            'The premium depends on the total value you declare, the type of cover, the route and the shipping mode. Your quote shows the premium separately so you can decide with the full picture.',
        },
        {
          heading: 'Is moving insurance compulsory?',
          level: 'h3',
          content:
            'No, it is your choice. We recommend it strongly for international moves and storage, and we will ask you to confirm in writing if you decide not to insure.',
        },
        {
          heading: 'What if I find damage after the crew has left?',
          level: 'h3',
          content:
            'Report it as soon as you find it, and within 7 days of delivery. Keep the item and its packing, take photographs and contact your coordinator, who will guide you through the next steps.',
        },
        {
          heading: 'Can my car be insured with my household goods?',
          level: 'h3',
          content:
            'Vehicles are normally insured under a separate marine or transit policy with their own terms. Ask us to quote both when you plan to ship a car with your household goods.',
        },
      ],
    },
  ],
} satisfies Service
