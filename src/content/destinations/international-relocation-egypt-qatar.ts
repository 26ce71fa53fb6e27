import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Egypt',
  transitTime: '3–5 weeks',
  order: 6,
  related: [
    'international-relocation-jordan-qatar',
    'international-relocation-lebanon-qatar',
    'international-relocation-turkey-qatar',
  ],
  bannerImage: destinationArt(
    'egypt',
    'Three pyramids on a desert bank beside the Nile, with a white-sailed felucca on the river and palm trees',
  ),
  header: {
    title: 'International Relocation from Qatar to Egypt',
    description: `Egyptians are one of the largest communities in Qatar, and many families move home to Cairo, Giza, Alexandria or the new cities east of the capital after years in Doha. ${siteConfig.companyName} packs your home in Qatar, ships it from Hamad Port and delivers it with our Egyptian partner, who handles customs clearance and delivery to your door.

Egyptian customs treats used household effects differently depending on who you are: an Egyptian returning after working abroad, a foreign resident taking up a job in Egypt, or a family sending goods ahead. Before we pack, we go through the documents the Egyptian Customs Authority asks for in your case, and what to have certified by the Egyptian Embassy in Doha, so that nothing waits at the port.

By sea, a move usually takes 3–5 weeks door to door: containers for Cairo often arrive at Sokhna on the Red Sea, and those for the north coast at Alexandria or Port Said. By air, a consignment flies from Hamad International Airport to Cairo and is usually delivered within 5–10 days, including clearance.`,
  },
  atAGlance: {
    sea: '3–5 weeks',
    air: '5–10 days',
    customs:
      'Egyptians returning after working abroad, and some foreign residents, may bring used household effects free of duty or at a reduced rate, within conditions.',
    documents:
      'Passport, proof of your residence and work in Qatar, a detailed inventory, and any certificate the Egyptian Embassy in Doha or customs asks for.',
    nextStep:
      'Book a short call to plan your survey and go through the papers your case needs certified.',
  },
  whyChoose: {
    title: 'Why families moving to Egypt choose us',
    intro:
      'We know this route well, and we plan each move around your city, your building and your customs case.',
    reasons: [
      {
        title: 'Customs prepared before packing',
        description:
          'We list the documents your case needs, from residence proof in Qatar to any certificate from the embassy, and write the inventory the clearing agent presents to Egyptian customs.',
      },
      {
        title: 'The right port for your city',
        description:
          'Sokhna for Cairo, Giza and the New Administrative Capital, Alexandria for the north coast and the Delta, Port Said for the Canal cities, chosen for the shortest trip to your home.',
      },
      {
        title: 'Delivery to towers and compounds',
        description:
          'Our partner handles high-rise apartments in Cairo, compounds in New Cairo and Sheikh Zayed, and villas on the coast, with lifts, hoists and building permits arranged.',
      },
      {
        title: 'Shared or full container',
        description:
          'A full container for a whole villa, or space in a shared container for a smaller household, with both options set out in your quote.',
      },
      {
        title: 'One coordinator, insured door to door',
        description:
          'One person follows your move from survey to delivery, and transit insurance on a valued inventory covers your belongings all the way.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Egypt moves',
    service: [
      {
        image: illustration('house-move', 'Movers carrying furniture out of a villa'),
        title: 'Household moves home',
        description:
          'Complete packing in Qatar, sea freight through Sokhna or Alexandria, customs clearance and delivery with assembly and unpacking in your new home.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Air shipments to Cairo',
        description:
          'A few cartons of clothes, documents and essentials flown to Cairo International Airport, cleared and delivered while the sea shipment is on its way.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage while your flat is finished',
        description:
          'Many new apartments in Egypt are handed over unfinished. We store your goods in Doha or our partner stores them in Egypt until the work is done.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Egypt works',
    description: 'Five steps, agreed with you in writing before packing begins.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Documents: passport, proof of residence in Qatar, inventory and any embassy certification',
      'Export packing and loading at your home in Qatar',
      'Sea or air freight and clearance with the Egyptian Customs Authority',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Egypt',
    intro: 'These are the points to settle before your goods leave Doha.',
    reasons: [
      {
        title: 'Exemptions for used household effects',
        description:
          'Whether your used household effects enter free of duty depends on your nationality, how long you lived abroad and what the shipment holds. Rules for returning Egyptians and foreign residents differ and change. Check your case with the Egyptian Customs Authority and the Egyptian Embassy in Doha before shipping.',
      },
      {
        title: 'Electronics and restricted items',
        description:
          'New or several identical appliances can be taxed, and drones, radio transmitters and some communications equipment need prior approval. Leave food, medicines in bulk and anything commercial out of the shipment.',
      },
      {
        title: 'Pets',
        description:
          'Dogs and cats usually need a microchip, a valid rabies vaccination and a health certificate issued shortly before travel. Confirm current requirements with Egypt’s veterinary services and your airline before booking.',
      },
      {
        title: 'Vehicles',
        description:
          'Rules for importing a car, including schemes for Egyptians abroad, have changed several times in recent years, and duties depend on the car. Check the current rules with the Egyptian Customs Authority before deciding.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Egypt',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Egypt take?',
        description:
          'By sea, usually 3–5 weeks door to door, depending on the sailing, the port of arrival and customs clearance. By air, goods are usually delivered within 5–10 days of collection in Doha.',
      },
      {
        id: 2,
        title: 'Can I bring my used household goods into Egypt duty-free?',
        description:
          'Egyptians returning after working abroad, and some foreign residents, may be able to bring used household effects free of duty or at a reduced rate, within conditions. Which papers prove your case, and whether the embassy must certify them, depends on your situation. Check with the Egyptian Customs Authority and the Egyptian Embassy in Doha; we help you prepare the file.',
      },
      {
        id: 3,
        title: 'What drives the cost of a move to Egypt?',
        description:
          'The volume of your goods, a full container load (FCL) or shared container space (LCL), the packing needed, the port of arrival and the trucking distance to your home, access at your building and any storage. We quote each part after a survey, with no hidden extras.',
      },
      {
        id: 4,
        title: 'Which documents do I need?',
        description:
          'Usually your passport, proof of your residence and work in Qatar, a detailed inventory, and any certificate the embassy or customs requires for your case. Our partner confirms what the port of arrival asks for.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Egypt',
    description: [
      'Tell us your moving date and your city in Egypt, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Egypt | Household Moves to Cairo',
    description:
      'Move home from Qatar to Egypt with customs guidance for used household effects, export packing, sea freight via Sokhna or Alexandria and delivery to Cairo.',
    keywords:
      'movers Qatar to Egypt, relocation Doha to Cairo, shipping household goods to Egypt, furniture shipping Alexandria, international movers Egypt',
    slug: 'international-relocation-egypt-qatar',
  },
} satisfies Destination
