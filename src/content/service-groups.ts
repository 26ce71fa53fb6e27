import { siteConfig } from '@/config/env'
import { paths } from '@/config/paths'

import { illustration } from './images'
import type { ImageRef, ServiceGroup } from './types'

export type ServiceGroupPage = {
  group: ServiceGroup
  path: string
  breadcrumb: string
  title: string
  highlight: string
  bannerText: string
  image: ImageRef
  introTitle: string
  intro: string[]
  gridTitle: string
  ctaTitle: string
  ctaText: string[]
  metaTitle: string
  metaDescription: string
  keywords: string
}

/** Copy for the two grouped service pages. */
export const serviceGroupPages: Record<ServiceGroup, ServiceGroupPage> = {
  Movers: {
    group: 'Movers',
    path: paths.moving.path,
    breadcrumb: 'Moving',
    title: 'Moving and Packing',
    highlight: 'Companies in Qatar',
    bannerText:
      'Villas, apartments, offices, pets and cars: packed, moved and set up again by one accountable crew.',
    image: illustration(
      'moving-truck',
      'A company moving truck loaded with wrapped furniture and boxes',
    ),
    introTitle: 'Movers who plan the whole move, not just the lorry',
    intro: [
      `Since 2011, ${siteConfig.companyName} has moved families and businesses across Doha, Lusail, Al Wakrah and Al Khor, and from Qatar to more than 120 countries. Every move starts with a free survey, in person or by video, so your quote is itemised and fixed before a single box is packed.`,
      'Our crews are trained in-house and work in uniform, with export-grade cartons, double-wall wardrobe boxes, mattress covers and moisture barriers chosen for Qatar’s heat and humidity. Fragile items are wrapped in layers, furniture is dismantled and labelled, and everything is listed on an inventory you sign at both ends.',
      'On delivery day we reassemble beds and wardrobes, place furniture where you want it, unpack to surfaces and take the packing materials away. If a date moves, your coordinator rearranges the crew; if something is damaged, your insurance claim is handled by the same team.',
    ],
    gridTitle: 'Moving services',
    ctaTitle: 'Book your free moving survey',
    ctaText: [
      'Tell us your dates and where you are going. We will confirm a survey slot the same day.',
      'Surveys take about 30 minutes for an apartment and an hour for a large villa, and there is no obligation.',
    ],
    metaTitle: 'Moving and Packing Companies in Qatar',
    metaDescription:
      'Professional movers and packers in Doha: house, office, international, pet, vehicle and exhibition moves with free surveys, fixed quotes and insured crews.',
    keywords:
      'moving companies Qatar, packing and moving Doha, house movers Qatar, office movers Doha, international movers Qatar, furniture movers',
  },
  Logistics: {
    group: 'Logistics',
    path: paths.logistics.path,
    breadcrumb: 'Logistics',
    title: 'Logistics Companies',
    highlight: 'in Qatar',
    bannerText:
      'Air, sea and road freight with customs clearance and climate-controlled storage, run from Doha.',
    image: illustration('sea-freight', 'A container ship loaded with stacked containers at sea'),
    introTitle: 'Freight and storage that keep your supply chain calm',
    intro: [
      `${siteConfig.companyName} Logistics moves commercial cargo through Hamad Port, Hamad International Airport and the Abu Samra land border every week. We book the space, prepare the documents, clear customs and deliver to your door or warehouse, with one reference number from pickup to proof of delivery.`,
      'For importers we consolidate LCL cargo and arrange FCL containers on the main Asia, Europe and Gulf lanes; for urgent parts we book airfreight with next-flight-out options. Across the GCC our trucks run scheduled full and part loads to Saudi Arabia, the UAE, Kuwait, Bahrain and Oman.',
      'Between shipments, your stock can wait in our 24/7 monitored, climate-controlled warehouse, with racking, pallet storage, pick-and-pack and regular inventory reports.',
    ],
    gridTitle: 'Logistics services',
    ctaTitle: 'Get a freight or storage quote',
    ctaText: [
      'Send us the origin, destination, weight and dimensions, and we will price the best route within one working day.',
      'Regular shipper? Ask about contract rates and a dedicated account coordinator.',
    ],
    metaTitle: 'Logistics and Freight Companies in Qatar',
    metaDescription:
      'Air, sea and land freight from Doha with customs clearance, GCC trucking and 24/7 monitored climate-controlled warehousing. Fast quotes from one coordinator.',
    keywords:
      'logistics companies Qatar, freight forwarding Doha, sea freight Qatar, air freight Qatar, land freight GCC, warehousing Qatar',
  },
}
