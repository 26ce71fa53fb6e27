import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { BlogPost } from '../types'

export default {
  id: 'office-moving-checklist-qatar',
  image: illustration(
    'office-move',
    'Flat navy and gold illustration of movers wheeling labelled crates and office chairs out of a glass tower lobby',
  ),
  title: 'Office Moving Checklist for Qatar: A Week-by-Week Plan',
  highlight:
    '<p>A smooth office move in Doha is planned backwards from the first working morning in the new space. Start twelve weeks out, name one internal move lead, <strong>book permits, service lifts and loading bays in both buildings early</strong>, and treat IT as a project of its own. With that groundwork, most offices can move over a single Friday–Saturday weekend.</p>',
  date: '21 October 2026',
  time: '09:15 AM',
  author: 'Omar Haddad',
  metaTitle: 'Office Moving Checklist for Qatar: Week-by-Week Plan',
  metaDescription:
    'Plan an office move in Doha week by week: timeline, IT relocation, weekend moves, building permits and lift bookings in towers, and Kahramaa and Ooredoo steps.',
  keywords:
    'office moving checklist Qatar, office relocation Doha, office move timeline, IT relocation Doha, commercial movers Qatar, West Bay office move',
  detail: {
    content: [
      {
        type: 'text',
        description: [
          'An office move touches every person in the business, every device on the network and every client who needs to reach you. Done badly, it costs days of lost work and weeks of frustration. Done well, staff leave on a Thursday afternoon and sit down on Sunday morning at a desk that is already connected, with their crate of files beside them and the coffee machine working.',
          'The difference is rarely the moving day itself. It is the planning in the three months before it: a clear brief, early bookings with both buildings, an IT plan that starts long before the cables are unplugged, and one person inside the company who owns the whole project. This checklist sets out that plan week by week, with the Qatar-specific steps that catch companies out.',
        ].join('\n\n'),
      },
      {
        type: 'text',
        title: 'Start with a move lead and a clear brief',
        description: [
          'Appoint one move lead with the authority to make decisions and the time to do so. In a small company this may be the office manager; in a larger one it is often facilities or operations, supported by a representative from IT, HR and each department. Everyone else should know that questions go to the move lead, not directly to the removal crew.',
          'The brief should answer a handful of questions early: the date the old lease ends and the date the new premises will be handed over, the headcount and seating plan, what furniture moves and what is replaced, which records go to the new office, which go to archive storage and which are destroyed, and how long the business can tolerate being offline. Share the brief with your mover at the survey so the quote reflects what you actually need.',
        ].join('\n\n'),
      },
      {
        type: 'table',
        caption: 'Office move timeline: weeks before the move',
        headers: ['When', 'What to do', 'Who owns it'],
        rows: [
          [
            '12 weeks before',
            'Confirm lease dates and the fit-out programme for the new premises; appoint the move lead; invite movers to survey both sites',
            'Management and move lead',
          ],
          [
            '10 weeks before',
            'Choose the mover; agree the scope, including packing, crating, furniture dismantling and IT disconnection; review the new floor plan',
            'Move lead',
          ],
          [
            '8 weeks before',
            'Order internet and phone lines for the new address; plan the network and server room; audit every IT asset',
            'IT',
          ],
          [
            '6 weeks before',
            'Request move permits, lift and loading-bay bookings from both buildings; arrange the Kahramaa connection at the new premises',
            'Move lead and facilities',
          ],
          [
            '4 weeks before',
            'Issue a numbered seating plan; tell staff, clients and suppliers; prepare to update the address on your registrations, website and stationery',
            'Move lead, HR and administration',
          ],
          [
            '3 weeks before',
            'Clear out: archive old files, shred confidential paper securely, sell, donate or recycle unwanted furniture',
            'All departments',
          ],
          [
            '2 weeks before',
            'Deliver crates and labels; staff begin packing personal items and non-essential files; confirm full data backups',
            'All staff and IT',
          ],
          [
            '1 week before',
            'Confirm the final schedule with the mover and both buildings; test the new network; put up floor signage',
            'Move lead and IT',
          ],
          [
            'Move weekend',
            'Disconnect and pack IT; load, move and place furniture to plan; reconnect and test every workstation',
            'Mover and IT',
          ],
          [
            'First week after',
            'Work through the snag list; collect crates; final meter reading at the old premises; return keys and access cards',
            'Move lead and facilities',
          ],
        ],
      },
      {
        type: 'points',
        title: 'IT: the part of the move that decides Monday morning',
        points: [
          '<strong>Audit and label:</strong> list every computer, screen, printer, phone and network device, and give each a label that matches a numbered desk on the new floor plan.',
          '<strong>Back up before anything is unplugged:</strong> confirm that a full backup has completed and been tested, and that cloud services will be reachable from day one.',
          '<strong>Order connectivity early:</strong> new business lines and internet circuits can take weeks to install, so place the order with Ooredoo or your provider as soon as the new address is confirmed, and keep the old service running until the move is complete.',
          '<strong>Plan the server or comms room:</strong> check power, cooling, rack space and cabling in the new premises before move weekend, not during it.',
          '<strong>Pack equipment properly:</strong> servers, screens and desktop units travel in anti-static bags and padded IT crates, with cables bagged and labelled to their device.',
          '<strong>Dispose of old devices securely:</strong> wipe or destroy hard drives before recycling old equipment, and keep a record of what was disposed of and how.',
        ],
      },
      {
        type: 'image',
        image: illustration(
          'checklist',
          'Flat navy and gold illustration of a clipboard checklist with ticked boxes next to a calendar marking the move weekend',
        ),
      },
      {
        type: 'text',
        title: 'Building permits and lift bookings in Doha towers',
        description: [
          'If either office is in a tower in West Bay, Lusail or along the Corniche, the building’s management will have its own rules for moves, and these often decide your dates. Most ask for a written move request or permit application, a method statement, the mover’s insurance certificate, a list of crew names with ID details and the registration numbers of the trucks. Approval can take several working days, so ask for the requirements as soon as you sign the new lease.',
          'Expect to book the service lift and the loading bay for fixed time slots, often outside business hours, and to protect lift cars, corridors and door frames with padding and floor covering. Some buildings require a security guard or a member of the facilities team to be present throughout, and some restrict heavy vehicles to certain hours. Remember that you need these arrangements at both ends: the building you are leaving cares just as much about its lifts and lobby as the one you are moving into.',
        ].join('\n\n'),
      },
      {
        type: 'text',
        title: 'Why a weekend move usually works best',
        description: [
          'With Qatar’s working week running Sunday to Thursday, a move that starts on Thursday afternoon and finishes on Saturday evening gives the crew two full days while the office is closed, and leaves Saturday evening for IT testing. Staff pack their own desks during the week, leave on Thursday, and return on Sunday to a working office.',
          'Check two things before fixing the date. First, confirm that both buildings allow moves on Friday and at what times, as some restrict activity around Friday prayers. Second, make sure your IT team or provider is available over the weekend, because the final hour of any office move is spent checking that every workstation, printer and phone is working.',
        ].join('\n\n'),
      },
      {
        type: 'points',
        title: 'Utilities, services and the paperwork that follows you',
        points: [
          '<strong>Kahramaa:</strong> arrange the electricity and water connection in your company’s name at the new premises, and request a final reading and disconnection at the old one. Landlords often ask for a clearance certificate before returning a deposit.',
          '<strong>Ooredoo and other telecoms:</strong> move or order business lines, internet and any leased circuits, and set up call forwarding so clients reach you throughout the move.',
          '<strong>Company registrations:</strong> update your address on your commercial registration, trade licence and other official records; your PRO or adviser can confirm the current procedure.',
          '<strong>Banks, suppliers and clients:</strong> send a change-of-address notice with the effective date, and update invoices, email signatures, your website and your online map listing.',
          '<strong>Access and security:</strong> collect access cards for the new building, set alarm codes, and return all keys and cards to the old landlord.',
          '<strong>Handing back the old premises:</strong> check your lease for reinstatement obligations, such as removing partitions or repainting, and allow time and budget for them.',
        ],
      },
      {
        type: 'points',
        title: 'Simple packing rules for staff',
        points: [
          '<strong>One crate per person to start:</strong> a limit encourages clearing out before the move rather than after it.',
          '<strong>Label with the desk number, not the name:</strong> the desk number on the new floor plan tells the crew exactly where the crate goes.',
          '<strong>Empty drawers and pedestals:</strong> loose contents can shift and damage furniture; lock and tape only what the mover asks you to.',
          '<strong>Keep personal valuables with you:</strong> laptops you take home, keys, cash and personal items should not travel in a crate.',
        ],
      },
      {
        type: 'text',
        title: 'After the move',
        description: [
          'Plan a short walk-round on Sunday morning with the move lead and the mover’s supervisor to record any snags, from a missing shelf to a wobbling desk, and agree when each will be fixed. Collect empty crates promptly, and hold a brief review a week later so the lessons are written down for the next move.',
          `Office and commercial moves are a large part of our work at ${siteConfig.companyName}. A coordinator can survey both sites, help you build the timeline above, and manage the packing, crating, IT handling and furniture installation, with archive and overflow storage in our climate-controlled warehouse if you need it.`,
        ].join('\n\n'),
      },
    ],
  },
} satisfies BlogPost
