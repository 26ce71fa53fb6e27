import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 11,
  title: 'Event and Exhibition Relocation',
  slug: '/services/event-exhibition-relocation-services-qatar',
  group: 'Movers',
  cardImage: illustration(
    'event-exhibition',
    'An exhibition stand with display screens and branded panels in a convention hall',
  ),
  bannerImage: illustration(
    'doha-skyline',
    'The Doha skyline at dusk, home to the city’s exhibition and convention venues',
  ),
  featureImage: illustration(
    'crating',
    'Reusable wooden crates and flight cases packed with exhibition equipment',
  ),
  bannerDescription:
    'Exhibition stands, event equipment and show goods delivered to DECC, QNCC and Lusail venues on time, with customs and temporary import arranged where needed.',
  shortDescription:
    'Event and exhibition logistics in Doha: stand materials and exhibits moved to DECC, QNCC and Lusail venues, with temporary import, on-site handling and return shipping.',
  featureTitle: 'Show logistics timed to the build-up',
  featureDescription:
    'Exhibitions run on fixed move-in slots, so we plan every delivery around the organiser’s schedule. Our team handles collection, customs, unloading on site and empty-case storage, then brings everything back out at breakdown.',
  features: [
    'Deliveries matched to venue move-in slots',
    'Temporary import and ATA carnet support',
    'Forklifts and crews for on-site handling',
    'Empty-case storage during the show',
    'Return or onward shipping after breakdown',
  ],
  metaTitle: 'Exhibition Logistics in Doha – DECC, QNCC and Lusail',
  metaDescription:
    'Exhibition freight and event relocation in Doha: stands and exhibits delivered to DECC, QNCC and Lusail venues, with temporary import, handling and returns.',
  keywords:
    'exhibition logistics Qatar, event relocation Doha, exhibition freight Doha, DECC exhibition shipping, QNCC event logistics, ATA carnet Qatar, trade show shipping Qatar',
  detailedContent: [
    {
      heading: 'Event and Exhibition Relocation in Doha',
      level: 'h1',
      content: `Doha hosts a busy calendar of trade fairs, conferences, product launches and cultural events, and every one of them depends on freight reaching the right hall at the right hour. ${siteConfig.companyName} moves exhibition stands, display items, audio-visual equipment, furniture and event materials to venues across Qatar, including the Doha Exhibition and Convention Center (DECC) in West Bay, the Qatar National Convention Centre (QNCC) in Education City and event venues in Lusail. We handle the international shipping, customs, delivery on site and the return journey, so your team can concentrate on the event itself.`,
    },
    {
      heading: 'Venues We Deliver To',
      level: 'h2',
      content: 'Every venue has its own loading arrangements, access rules and schedules.',
      list: [
        'DECC, West Bay: central exhibition halls where city traffic, limited waiting space and tight move-in windows make timed deliveries essential.',
        'QNCC, Education City: large halls and conference spaces, usually with booked loading bays and security screening for vehicles.',
        'Lusail venues: arenas, hotels and outdoor event spaces, where outdoor builds need planning for heat and wind.',
        'Hotels and private venues: ballrooms and function rooms across Doha, normally reached through service entrances and goods lifts.',
      ],
      content2:
        'Before each event we obtain the organiser’s exhibitor manual, which sets out move-in and move-out times, vehicle passes and whether an official contractor has exclusive rights to handle freight inside the venue. Where an official forwarder is appointed, we deliver to them and coordinate the hand-over so nothing is handled twice without need.',
    },
    {
      heading: 'Shipping Exhibition Goods into Qatar',
      level: 'h2',
      content:
        'Goods that will leave Qatar again after the show can often enter temporarily rather than being imported permanently.',
      subSections: [
        {
          heading: 'ATA Carnet',
          level: 'h3',
          content:
            'An ATA carnet is an international customs document that allows exhibits, samples and professional equipment to be imported temporarily without paying duties, where both the issuing country and the host country accept carnets for that purpose. Carnets are issued by the chamber of commerce in the exhibitor’s home country and must list every item accurately.',
        },
        {
          heading: 'Temporary Admission without a Carnet',
          level: 'h3',
          content:
            'Where a carnet is not available or not accepted, Qatar customs may allow temporary admission against a guarantee or deposit, which is released when the goods are re-exported within the permitted period. Conditions and time limits should be confirmed with Qatar customs for each event.',
        },
        {
          heading: 'Items that Stay in Qatar',
          level: 'h3',
          content:
            'Giveaways, printed material, food samples and anything sold or consumed at the event are normally treated as permanent imports and may attract duty. Food, cosmetics and other regulated products can also need approval, so list them separately.',
        },
      ],
    },
    {
      heading: 'How We Run an Event Move',
      level: 'h2',
      content: 'A typical exhibition project follows these stages.',
      list: [
        'Planning: we review the exhibitor manual, stand plan and item list, and agree delivery slots with the organiser.',
        'Collection and shipping: goods are collected from your office or supplier, packed in reusable cases or crates and shipped by air, sea or road.',
        'Customs and pre-show storage: cargo is cleared at Hamad International Airport, Hamad Port or Abu Samra and held at our Doha warehouse until the move-in slot.',
        'On-site handling: we deliver to the stand, unload with forklifts or pallet trucks and position heavy items.',
        'Empty-case storage: crates and cases return to our warehouse during the show and come back for breakdown.',
        'Breakdown and return: we repack, load and ship goods home or onward to the next event, and close the temporary import.',
      ],
      content2:
        'Time is the main constraint. Build-up often lasts only a day or two, and breakdown may start on the evening the show closes. Because air cargo can be delayed and sea freight needs time for clearance, we set shipping cut-off dates well ahead of move-in and share them in the first planning call.',
    },
    {
      heading: 'Local Event Relocations',
      level: 'h2',
      content:
        'Not every project crosses a border. We also move corporate event materials, brand activation sets and exhibition furniture between Doha venues, offices and storage, often overnight so the next event can build on time. For recurring events we store your stand, banners and equipment in our climate-controlled warehouse between shows, with an inventory so you always know what is available.',
    },
    {
      heading: 'Planning Around Qatar’s Event Season',
      level: 'h2',
      content:
        'Most large exhibitions in Qatar take place between October and April, when outdoor temperatures are comfortable. Summer events are usually indoors, but loading docks and outdoor structures still face extreme heat, so we schedule heavy handling for the early morning and protect sensitive items such as screens, printed graphics and adhesives from heat in transit. During Ramadan, venue and customs working hours change, and we adjust delivery slots to match.',
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'Do I need an ATA carnet for an exhibition in Doha?',
          level: 'h3',
          content:
            'Not always. A carnet is useful when your goods will go home after the show and your country issues carnets; otherwise we can arrange temporary admission with Qatar customs. We advise which route suits your items once we see your list, and you should confirm current requirements with your chamber of commerce and Qatar customs.',
        },
        {
          heading: 'How early should my goods arrive in Qatar?',
          level: 'h3',
          content:
            'Early enough to clear customs before your move-in date. For sea freight that usually means shipping several weeks ahead, and for air freight at least several days. We give you exact cut-off dates for your event.',
        },
        {
          heading: 'Can you deliver directly to my stand?',
          level: 'h3',
          content:
            'Yes, unless the organiser has appointed an official contractor with exclusive on-site handling rights. In that case we deliver to the official contractor and coordinate the hand-over with them.',
        },
        {
          heading: 'Can you store our stand between events?',
          level: 'h3',
          content:
            'Yes. We store stands, graphics and equipment in our 24/7 monitored, climate-controlled warehouse and deliver them to the next venue when you need them.',
        },
        {
          heading: 'What happens if something is sold at the show?',
          level: 'h3',
          content:
            'Items sold or given away at the event no longer count as temporary imports. Tell us as soon as possible so the customs paperwork can be adjusted and any duty settled before the goods leave the venue.',
        },
      ],
    },
  ],
} satisfies Service
