import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 12,
  title: 'Warehouse Relocation',
  slug: '/services/warehouse-services-qatar',
  group: 'Movers',
  cardImage: illustration(
    'warehouse-relocation',
    'A forklift moving wrapped pallets from warehouse racking towards a waiting truck',
  ),
  bannerImage: illustration(
    'warehouse-storage',
    'Rows of tall pallet racking inside a large warehouse',
  ),
  featureImage: illustration(
    'checklist',
    'A relocation plan checklist with racking, stock count and go-live items ticked off',
  ),
  bannerDescription:
    'Planned warehouse moves across Qatar: racking, stock and equipment relocated in phases, so your operation keeps running and your inventory stays accurate.',
  shortDescription:
    'Complete warehouse relocation in Qatar, from racking dismantling and stock transfer to re-installation, with phased moves, inventory control and minimal downtime for your operation.',
  featureTitle: 'Move the warehouse, keep the orders flowing',
  featureDescription:
    'We plan the move around your order cycle, moving slow lines first and fast movers last. Racking is dismantled, transported and re-erected, and every pallet is tracked out of the old building and into the new one, so your stock records match on day one.',
  features: [
    'Racking dismantling and re-installation',
    'Pallet-by-pallet inventory tracking',
    'Phased moves that limit downtime',
    'Forklifts, trucks and trained crews supplied',
    'Weekend and night moves available',
  ],
  metaTitle: 'Warehouse Relocation in Qatar – Racking and Stock Moves',
  metaDescription:
    'Relocate your warehouse in Qatar with minimal downtime: racking dismantled and re-erected, phased stock moves, inventory control, crews, forklifts and trucks.',
  keywords:
    'warehouse relocation Qatar, warehouse moving Doha, racking relocation Qatar, industrial relocation Doha, stock transfer Qatar, warehouse services Qatar',
  detailedContent: [
    {
      heading: 'Warehouse Relocation Services in Qatar',
      level: 'h1',
      content: `Moving a warehouse is not like moving an office. Orders still have to reach customers, racking has to be taken down and rebuilt safely, and stock records have to be right on the first day in the new building. ${siteConfig.companyName} plans and carries out warehouse relocations across Qatar, including moves within the Doha Industrial Area and out to the newer logistics parks and industrial zones around the city, using our own crews, trucks and material-handling equipment.`,
    },
    {
      heading: 'Planning a Warehouse Move',
      level: 'h2',
      content:
        'Most of the work in a successful warehouse relocation happens before the first pallet moves.',
      list: [
        'Site survey: we survey both buildings, measure the racking, count pallet positions and check floor loadings, dock heights and access routes.',
        'Layout: we work with your operations team on the new racking layout and location codes, so the move follows the future layout rather than the old one.',
        'Sequencing: slow-moving and seasonal stock moves first and fast movers last, and we agree the cut-over date when picking switches to the new site.',
        'Inventory control: we agree how pallets are labelled, scanned or counted out and in, and how your warehouse management system will be updated.',
        'Resources: we confirm the crews, trucks, forklifts, reach trucks and any specialist equipment needed for each phase.',
      ],
      content2:
        'The result is a written move plan with dates, responsibilities and a day-by-day schedule, reviewed with you before work starts. One coordinator owns the plan and is your point of contact from survey to go-live.',
    },
    {
      heading: 'Racking, Equipment and Stock',
      level: 'h2',
      content: 'We move everything inside the warehouse, not just the pallets.',
      subSections: [
        {
          heading: 'Pallet Racking and Shelving',
          level: 'h3',
          content:
            'Our teams dismantle selective pallet racking, longspan shelving and mezzanine storage, label every component and re-erect it at the new site to the agreed layout. Damaged beams or uprights are reported for replacement rather than reused, and we recommend a racking inspection after re-installation, before the racks are loaded.',
        },
        {
          heading: 'Stock and Inventory',
          level: 'h3',
          content:
            'Pallets are wrapped, labelled and loaded by location, and temperature-sensitive goods travel in refrigerated or insulated trucks. Loose and small-parts stock is packed into numbered totes that match their new bin locations.',
        },
        {
          heading: 'Machinery and the Warehouse Office',
          level: 'h3',
          content:
            'Packing machines, workbenches, IT equipment and the warehouse office move as part of the same plan, and we coordinate with your IT team and providers such as Ooredoo so that scanners, printers and networks work before go-live.',
        },
      ],
    },
    {
      heading: 'Keeping the Business Running',
      level: 'h2',
      content: 'Downtime is the biggest cost of a warehouse move, so we plan to keep it short.',
      list: [
        'Phased moves: relocating zone by zone or product group by product group while the remaining stock keeps shipping from the old site.',
        'Weekend and night work: using the Friday–Saturday weekend or night shifts for the final cut-over.',
        'Temporary storage: holding stock in our climate-controlled warehouse if the new site is not ready on time.',
        'Customer communication: agreeing a short order freeze, if one is needed, and telling your customers in advance.',
      ],
      content2:
        'On larger moves we run both sites in parallel for a short period, reconciling stock daily so nothing is lost between buildings. Your team approves each phase before the next one begins.',
    },
    {
      heading: 'Safety, Heat and Compliance',
      level: 'h2',
      content:
        'Warehouse moves involve heavy loads, work at height and busy yards, so safety planning is part of every quotation. Our crews work to ISO 45001 procedures, and we provide a method statement and risk assessment for your approval. In summer we schedule heavy outdoor handling for cooler hours, follow Qatar’s summer midday outdoor work restrictions and protect heat-sensitive stock during loading and transit. Approvals for the new facility, such as Civil Defence fire safety certification and any licences for your activity, remain the tenant’s responsibility, and we align the move programme so that work starts once they are in place. Dangerous goods need to be declared and carried in suitable vehicles, so tell us about them early and we will confirm current requirements with the relevant authority.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How long does a warehouse relocation take?',
          level: 'h3',
          content:
            'It depends on the volume of stock, the amount of racking and how much downtime your business can accept. A small store can often move over a weekend, while a large distribution warehouse is usually moved in phases over several weeks. We give you a schedule after the survey.',
        },
        {
          heading: 'Can you dismantle and reinstall our racking?',
          level: 'h3',
          content:
            'Yes. We dismantle, transport and re-erect pallet racking and shelving to the new layout, and report any damaged components so they can be replaced.',
        },
        {
          heading: 'Will our inventory records be accurate after the move?',
          level: 'h3',
          content:
            'We agree a counting and scanning method with you before the move, track every pallet from its old location to its new one and reconcile daily, so your records match at go-live.',
        },
        {
          heading: 'Can you store stock temporarily during the move?',
          level: 'h3',
          content:
            'Yes. Our 24/7 monitored, climate-controlled warehouse in the Doha industrial area can hold stock until your new site is ready.',
        },
        {
          heading: 'Do you relocate warehouses outside Doha?',
          level: 'h3',
          content:
            'Yes. We relocate facilities across Qatar, including Mesaieed, Al Wakrah, Umm Salal and Al Khor, and can move stock to or from other GCC countries by road.',
        },
      ],
    },
  ],
} satisfies Service
