import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 2,
  title: 'Office Relocation',
  slug: '/services/office-relocation-companies-qatar',
  group: 'Movers',
  cardImage: illustration(
    'office-move',
    'Movers wheeling crated computers and office chairs through an open-plan office',
  ),
  bannerImage: illustration(
    'doha-skyline',
    'Office towers of the Doha skyline, where many business relocations begin and end',
  ),
  featureImage: illustration(
    'moving-team',
    'A uniformed relocation crew with a project coordinator reviewing a floor plan',
  ),
  bannerDescription:
    'Office moves across Doha planned around your working week, with IT handled carefully, every crate labelled to a floor plan and your team at work on Sunday morning.',
  shortDescription:
    'Office and corporate moves in Qatar over a weekend: planning, IT disconnection, labelled crates, furniture reinstallation and old-office clearance, managed by one project coordinator.',
  featureTitle: 'Closed on Thursday, working on Sunday',
  featureDescription: `Downtime costs more than the move itself, so ${siteConfig.companyName} plans office relocations to fit between close of business on Thursday and the start of the working week. A named project coordinator runs the plan, liaises with both buildings and stays on site until every desk is ready.`,
  features: [
    'Detailed move plan and floor-by-floor schedule',
    'Crates labelled to the new floor plan',
    'IT equipment packed in anti-static materials',
    'Building permits and lift bookings coordinated',
    'Old office cleared, recycled or stored',
  ],
  metaTitle: 'Office Relocation Company in Qatar – Weekend Moves',
  metaDescription:
    'Office relocation in Doha and across Qatar: weekend moves, IT packing, labelled crates, tower permits and furniture setup, run by one project coordinator.',
  keywords:
    'office movers Doha, office relocation Qatar, corporate movers Qatar, commercial moving Doha, IT relocation Qatar, office shifting Doha',
  detailedContent: [
    {
      heading: 'Office Relocation Services in Qatar',
      level: 'h1',
      content: `An office move touches everyone in the business: staff need to know where to sit, IT must come back online, clients must still reach you and the landlord of the old premises expects it returned in agreed condition. ${siteConfig.companyName} has relocated offices, clinics, showrooms and government contractors across Doha, Lusail and the industrial areas since 2011. We run each project to a written plan, with our own crews, trucks and crates, so your team stops work on Thursday afternoon and starts again in the new office on Sunday morning.`,
    },
    {
      heading: 'Planning an office move without stopping the business',
      level: 'h2',
      content:
        'Good office moves are decided weeks before the first crate is packed. We suggest starting two to three months ahead for a large office and four to six weeks for a small one.',
      subSections: [
        {
          heading: 'Appoint one contact on each side',
          level: 'h3',
          content:
            'You nominate a move champion who can make decisions; we assign a project coordinator. Together they agree the scope, the schedule and how staff will be kept informed.',
        },
        {
          heading: 'Survey both sites',
          level: 'h3',
          content:
            'We survey the current office and visit the new one to check loading bays, lift sizes, parking for trucks and the route from the lift to each floor. This is when we spot the meeting table that will not fit the new lift.',
        },
        {
          heading: 'Map every item to the new floor plan',
          level: 'h3',
          content:
            'Each desk, cabinet and crate gets a colour-coded label matching a position on the new floor plan, so the crew can place it without asking and staff find their things where they expect them.',
        },
      ],
    },
    {
      heading: 'What we move',
      level: 'h2',
      content:
        'We move the whole workplace, from the reception desk to the archive room, and we bring the right packing for each part of it.',
      list: [
        'Workstations and seating: desks are dismantled where needed, chairs are wrapped and everything is reassembled in place.',
        'IT and telecoms: computers, screens and printers travel in anti-static bags and padded crates; servers are moved under the supervision of your IT team or provider.',
        'Files and archives: documents go into numbered, sealed crates, in order, so filing systems arrive exactly as they left.',
        'Meeting rooms and reception: large tables, glass panels, artwork and signage are crated or blanket-wrapped.',
        'Specialist equipment: laboratory, medical, printing or retail equipment is handled to the manufacturer’s guidance.',
      ],
      content2:
        'We supply reusable plastic crates a few days before the move so staff can pack their own desks, with simple instructions and labels. Crates are collected after the move, which keeps cardboard waste to a minimum and fits the environmental commitments of our ISO 14001 certification.',
    },
    {
      heading: 'Building permits in Doha towers and business parks',
      level: 'h2',
      content:
        'Commercial buildings in West Bay, Lusail, Msheireb and the business parks usually have strict rules for contractors. Facility managers often ask for a method statement, a risk assessment, crew names and ID numbers, vehicle details and a certificate of insurance, and they allocate loading bay and service lift time. We prepare this paperwork for both buildings and submit it through you, because approvals normally have to come from the tenant. Allow at least a week for approval; some towers take longer.',
    },
    {
      heading: 'The move weekend, step by step',
      level: 'h2',
      content:
        'Qatar’s working week runs from Sunday to Thursday, which gives a natural two-day window for the move itself.',
      list: [
        'Thursday afternoon: staff finish packing their crates, and IT shuts down and labels equipment.',
        'Thursday evening: our crew protects floors and lifts, then begins loading files and crates.',
        'Friday: furniture is dismantled, loaded, delivered and placed according to the floor plan.',
        'Saturday: IT equipment is set on desks for reconnection, final pieces are placed and the new office is cleaned of debris.',
        'Sunday morning: our coordinator is on site with a small crew to adjust anything your staff need.',
      ],
      content2:
        'Larger offices move in phases over several weekends, department by department, so that each team is only disrupted once. Where a move must happen during the working week, we work evenings and nights with the building’s agreement.',
    },
    {
      heading: 'Clearing the old office',
      level: 'h2',
      content:
        'Leases often require the old premises to be returned empty and sometimes reinstated. We remove furniture you are not taking, arrange recycling or donation where possible, and store surplus items in our climate-controlled warehouse in the Doha industrial area. Confidential paper can be collected for certified shredding.',
    },
    {
      heading: 'Administrative updates after the move',
      level: 'h2',
      content:
        'A new address has to be recorded in several places, including the commercial registration, the establishment card, the municipal trade licence, Kahramaa and Ooredoo accounts, banks and suppliers. Your PRO or company secretary will know the current steps and order; we simply make sure the physical move does not hold them up.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How long does an office relocation take?',
          level: 'h3',
          content:
            'An office of up to about 30 workstations can usually move in a single weekend. Larger offices and those with labs, archives or server rooms often move in phases over two or more weekends.',
        },
        {
          heading: 'Do you disconnect and reconnect computers and servers?',
          level: 'h3',
          content:
            'Our crew disconnects, packs and places desktop equipment. Network, server and telephone systems should be shut down and brought back online by your IT team or provider, and we work to their schedule.',
        },
        {
          heading: 'Can you move us during the week instead?',
          level: 'h3',
          content:
            'Yes, if the buildings allow it. Many towers prefer evening or night moves on working days, and we staff those shifts accordingly.',
        },
        {
          heading: 'Are our goods insured during the move?',
          level: 'h3',
          content:
            'We hold the liability and workers’ insurance that building managers ask for, and we offer transit insurance for the contents based on your declared values.',
        },
      ],
    },
  ],
} satisfies Service
