import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 10,
  title: 'Furniture Installation on Contract',
  slug: '/services/furniture-installation-service-qatar',
  group: 'Movers',
  cardImage: illustration(
    'furniture-installation',
    'Installers assembling an office workstation with power tools',
  ),
  bannerImage: illustration(
    'office-move',
    'An open-plan office with newly installed desks, chairs and storage units',
  ),
  featureImage: illustration(
    'moving-team',
    'A uniformed installation crew with a supervisor reviewing a layout drawing',
  ),
  bannerDescription:
    'Contract furniture installation for offices, hotels, schools, retailers and residential compounds in Qatar, carried out by trained in-house crews to your programme.',
  shortDescription:
    'Contract furniture assembly and installation across Doha and Lusail: office workstations, hotel rooms, school classrooms and compound villas installed by in-house crews on schedule.',
  featureTitle: 'Installation crews you can schedule around',
  featureDescription:
    'We work from your drawings and product schedules, deliver to site in planned phases and assemble, level and fix every piece. A supervisor walks each area with you at the end, so snags are closed before our team leaves.',
  features: [
    'Workstations, desks, storage and seating',
    'Flat-pack, modular and bespoke furniture assembled',
    'Anti-tip anchoring for tall units',
    'Packaging removed from site',
    'Snag lists closed before handover',
  ],
  metaTitle: 'Furniture Installation Contractors in Doha, Qatar',
  metaDescription:
    'Contract furniture installation in Doha for offices, hotels, schools and compounds: delivery, assembly, anchoring and snagging by in-house crews, on schedule.',
  keywords:
    'furniture installation Qatar, furniture assembly Doha, office furniture installation Qatar, contract furniture installers Doha, workstation installation Qatar, FF&E installation Doha',
  detailedContent: [
    {
      heading: 'Furniture Installation on Contract in Qatar',
      level: 'h1',
      content: `Furniture suppliers, fit-out contractors, facility managers and landlords in Qatar need installers who arrive on the planned day, work tidily in occupied buildings and finish on programme. ${siteConfig.companyName} provides contract installation crews for projects of every size, from a single floor of workstations in West Bay to hundreds of hotel rooms or a row of compound villas in Al Waab. We receive, store, deliver, assemble and install furniture to your drawings, then clear the packaging and hand over each area free of snags.`,
    },
    {
      heading: 'Who We Install For',
      level: 'h2',
      content:
        'Our contract clients range from single-site businesses to suppliers with installations every week.',
      list: [
        'Furniture suppliers and showrooms: delivery and installation on behalf of your brand, by crews briefed on your products.',
        'Fit-out and interior contractors: furniture packages installed to the project programme and coordinated with other trades on site.',
        'Facility and property managers: furnishing and refurbishing apartments, compounds and staff accommodation, including turnovers between tenants.',
        'Hotels, schools and offices: phased installation that keeps occupied areas working.',
      ],
      content2:
        'A contract can cover a single project or a framework agreement with agreed rates for repeat work, such as furnishing new units as they are handed over in Lusail or The Pearl. We agree scope, rates and response times in writing before work starts.',
    },
    {
      heading: 'What Our Installation Service Covers',
      level: 'h2',
      content: 'Each contract is scoped to your project, but most include the following stages.',
      subSections: [
        {
          heading: 'Receiving and Storage',
          level: 'h3',
          content:
            'We receive container and truck deliveries at our climate-controlled warehouse in the Doha industrial area, check quantities against the supplier’s packing lists, report any damage and store items until the site is ready. This keeps furniture away from the heat and humidity of unfinished buildings.',
        },
        {
          heading: 'Delivery and Site Logistics',
          level: 'h3',
          content:
            'We book service lifts and loading bays, obtain building management access permits for towers in West Bay, Lusail and The Pearl, and deliver in phases so that corridors and fire exits stay clear.',
        },
        {
          heading: 'Assembly and Installation',
          level: 'h3',
          content:
            'Our crews assemble flat-pack and modular furniture, fit workstation screens and cable management, mount shelving and wall units and anchor tall furniture to prevent tipping. Electrical work beyond plugging in is left to your licensed electrician.',
        },
        {
          heading: 'Snagging and Handover',
          level: 'h3',
          content:
            'A supervisor walks each area with your representative, records any snags and closes them before sign-off. Packaging is taken away and recycled where facilities allow.',
        },
      ],
    },
    {
      heading: 'Planning a Contract Installation',
      level: 'h2',
      content: 'Clear information at the start keeps an installation on programme.',
      list: [
        'Drawings: approved layouts showing furniture positions, numbering and any wall fixings.',
        'Product schedule: supplier packing lists with item codes, quantities and assembly instructions.',
        'Site readiness: flooring, painting and ceiling works finished in the rooms we install.',
        'Access: working hours, lift bookings, parking for delivery trucks and the building’s rules on noise.',
        'Permits and safety: any building or main contractor permits, and site inductions for our crews.',
      ],
      content2:
        'We provide a method statement and risk assessment on request, and our crews follow ISO 45001 health and safety procedures. In occupied offices we often work in the evening or across the Friday–Saturday weekend, so staff return to finished workspaces on Sunday morning.',
    },
    {
      heading: 'Why Contract Installation Matters in Qatar',
      level: 'h2',
      content:
        'Construction programmes in Qatar are often tight, and handover dates can move at short notice. An installer with its own warehouse, fleet and crews can hold furniture safely until a site is ready and mobilise quickly when it is. Summer conditions matter too: furniture left in a container or on an unfinished site through July and August can warp, delaminate or discolour, so we store and deliver it in controlled conditions and unpack only when the rooms are ready.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'Do you install furniture bought from other suppliers?',
          level: 'h3',
          content:
            'Yes. We install furniture from local showrooms, international suppliers and bespoke joiners, working from the manufacturer’s instructions and your layout drawings.',
        },
        {
          heading: 'Can you work outside office hours?',
          level: 'h3',
          content:
            'Yes. We regularly work evenings, nights and across the Friday–Saturday weekend for occupied offices, hotels and schools, subject to the building’s rules.',
        },
        {
          heading: 'How do you price contract work?',
          level: 'h3',
          content:
            'We price per item, per room type or per project, based on your product schedule and site conditions, and confirm everything in a written quotation before work begins.',
        },
        {
          heading: 'What happens if items arrive damaged?',
          level: 'h3',
          content:
            'We record damage at receipt with photographs, report it to you and the supplier, and set the item aside so a replacement can be ordered without holding up the rest of the installation.',
        },
        {
          heading: 'Do you assemble furniture for households too?',
          level: 'h3',
          content:
            'Our contract service is designed for projects and repeat work, but our house moving crews also dismantle and reassemble household furniture as part of every home move.',
        },
      ],
    },
  ],
} satisfies Service
