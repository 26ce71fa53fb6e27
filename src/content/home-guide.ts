import type { Faq } from './types'

/**
 * The home page's search-engine guide and FAQ: a collapsed section at
 * the foot of the page, kept out of the home page's first-load script.
 */
export const homeSeoText = {
  heading: 'Moving companies in Qatar: what to expect from a professional mover',
  paragraphs: [
    'Moving within Doha or leaving Qatar for good involves more than a truck. A professional moving company surveys your belongings, recommends the right packing for heat and humidity, plans access for buildings with lifts and loading bays, and schedules the crew around your lease dates and your family’s routine.',
    'For local moves between Doha, Lusail, The Pearl, Al Wakrah and Al Khor, most apartments move in a day and large villas in one or two. The crew protects floors and doorways, dismantles and reassembles furniture, and places everything room by room using the labels agreed at the survey.',
    'International relocation adds export packing, an inventory for customs, shipping by sea or air, and clearance and delivery at destination. Allow four to eight weeks for sea freight to most destinations and plan documents early: passports, residence permits, and for pets and vehicles, the permits and certificates each country requires.',
    'Businesses need a mover who can relocate an office over a weekend, crate IT equipment, reinstall workstations and keep records confidential. Importers and exporters need freight forwarding, customs clearance and storage they can rely on. A single provider for all of these keeps responsibility in one place.',
  ],
}

export const homeFaqs = [
  {
    question: 'How much does a house move in Doha cost?',
    answer:
      'It depends on the volume of your belongings, the distance, building access and the services you choose, such as packing, storage or furniture assembly. After a free survey we give a fixed, itemised quote.',
  },
  {
    question: 'How far ahead should I book?',
    answer:
      'Two to three weeks is comfortable for a local move, and six to eight weeks for an international move. End-of-month and summer dates fill first, so book early if your dates are fixed.',
  },
  {
    question: 'Do you pack everything for us?',
    answer:
      'Yes, if you wish. Full packing includes export-grade cartons, wrapping for furniture and fragile items, wardrobe boxes and labelling. We can also pack only fragile items, or supply materials for you to pack yourself.',
  },
  {
    question: 'Is my shipment insured?',
    answer:
      'We offer comprehensive transit insurance based on a valued inventory you complete with your coordinator. Claims must be made within 7 days of delivery; cash, jewellery and precious metals are excluded from standard cover.',
  },
  {
    question: 'Can you store our furniture between homes?',
    answer:
      'Yes. Our climate-controlled warehouse is monitored 24/7, and goods are stored in sealed, labelled lift-vans or on racking, for a few days or many months.',
  },
  {
    question: 'Do you move pets and cars?',
    answer:
      'Yes. We arrange permits, health certificates and IATA-approved crates for pets, and export documents, shipping and clearance for vehicles, by container or roll-on/roll-off.',
  },
] satisfies Faq[]
