import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Sri Lanka',
  transitTime: '2–4 weeks',
  order: 7,
  related: [
    'international-relocation-india-qatar',
    'international-relocation-malaysia-qatar',
    'international-relocation-bangladesh-qatar',
  ],
  bannerImage: destinationArt(
    'sri-lanka',
    'Stilt fishermen perched on poles in a calm bay at sunset, with coconut palms leaning over the beach',
  ),
  header: {
    title: 'International Relocation from Qatar to Sri Lanka',
    description: `Sri Lankan nurses, engineers, drivers and hospitality staff have built whole careers in Doha, and when the time comes to go home they want their furniture, appliances and memories to arrive safely. ${siteConfig.companyName} packs your home in Qatar and delivers it to Colombo, Negombo, Kandy, Galle, Kurunegala, Jaffna or Trincomalee, door to door.

Colombo is one of the region’s main container hubs, so there are frequent sailings from Hamad Port, and a sea shipment usually reaches the door in 2–4 weeks, clearance included. Air cargo from Hamad International Airport to Bandaranaike International Airport in Katunayake usually arrives within 1–2 weeks door to door.

Sri Lanka Customs grants concessions on personal and household effects to Sri Lankans returning after working abroad and to foreigners taking up residence, with conditions on how long you lived overseas and what you bring. We check your case before shipping and prepare the inventory and baggage declaration our partner presents in Colombo.`,
  },
  atAGlance: {
    sea: '2–4 weeks',
    air: '7–14 days',
    customs:
      'Sri Lankans returning after working abroad, and foreigners taking up residence, can often bring used effects under a concession that depends on the time spent abroad.',
    documents:
      'Original passport with its arrival stamp, proof of residence and work in Qatar, the bill of lading or air waybill, an inventory and the baggage declaration.',
    nextStep: 'Book a short call to plan your survey and check your concession before shipping.',
  },
  whyChoose: {
    title: 'Why families moving to Sri Lanka choose us',
    intro: 'We plan each move around the concession you qualify for, then pack for the tropics.',
    reasons: [
      {
        title: 'Concessions checked before you pack',
        description:
          'We go through your years abroad, your residence status and your list of appliances with you, so you know which items are likely to be free of duty and which are not before anything is shipped.',
      },
      {
        title: 'Frequent sailings to Colombo',
        description:
          'Regular services between Hamad Port and Colombo mean short waits for a shared container and quick bookings for a full one.',
      },
      {
        title: 'Packed against heat and humidity',
        description:
          'Moisture barriers, sealed cartons and silica packs protect wooden furniture, electronics and documents from the humidity of the voyage and the monsoon.',
      },
      {
        title: 'Delivery across the island',
        description:
          'Our partner delivers to the west coast, the hill country and the north and east, with crews who know the narrow roads up to Kandy and Nuwara Eliya.',
      },
      {
        title: 'One coordinator, fully insured',
        description:
          'One person manages your move from survey to delivery, and transit insurance on a valued inventory protects your goods the whole way.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Sri Lanka moves',
    service: [
      {
        image: illustration('house-move', 'Movers carrying furniture out of a villa'),
        title: 'Household moves home',
        description:
          'Packing, a shared or full container to Colombo, customs clearance with your baggage declaration and delivery with furniture assembly at your new home.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Air cargo to Katunayake',
        description:
          'A few cartons of clothes, documents and electronics flown to Bandaranaike International Airport and cleared there, for families who need them in the first week.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation to Sri Lanka',
        description:
          'We help you apply for the import permit, line up the vet’s certificates and book a flight that accepts your cat or dog.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Sri Lanka works',
    description: 'Five steps, agreed with you in writing before packing begins.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Documents: passport, proof of your years in Qatar, concession eligibility and inventory',
      'Export packing and loading at your home in Qatar',
      'Sea freight to Colombo or air cargo to Katunayake, and clearance by Sri Lanka Customs',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Sri Lanka',
    intro: 'Four points that shape most moves from Qatar to Sri Lanka.',
    reasons: [
      {
        title: 'How long you lived abroad',
        description:
          'The duty-free allowance for a returning Sri Lankan depends on how long you lived and worked overseas, and the goods must be your own used effects arriving within a set period of your return. Migrant workers registered with the Sri Lanka Bureau of Foreign Employment should ask whether further concessions apply. Confirm current requirements with Sri Lanka Customs.',
      },
      {
        title: 'Restricted and dutiable goods',
        description:
          'New appliances, more than one of the same item, gold and jewellery above the allowance, alcohol and tobacco can be taxed or limited, and drones and some radio equipment need prior approval. List everything honestly; undeclared items cause the longest delays.',
      },
      {
        title: 'Vehicles',
        description:
          'Vehicle imports into Sri Lanka were suspended for several years and have reopened in stages, with high taxes and conditions on age. Check the current rules with Sri Lanka Customs before you ship a car.',
      },
      {
        title: 'Pets and the monsoon',
        description:
          'Cats and dogs need an import permit from the Department of Animal Production and Health, issued before they travel. The south-west monsoon, from May to September, can slow deliveries on the west coast and in the hills, and we allow for it in the plan.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Sri Lanka',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Sri Lanka take?',
        description:
          'A sea shipment usually takes 2–4 weeks door to door to Colombo and the west coast, a few days more to the north and east. Air cargo from Hamad International Airport to Katunayake usually arrives within 1–2 weeks, clearance included.',
      },
      {
        id: 2,
        title: 'Can I bring my household goods without paying duty?',
        description:
          'Sri Lankans returning after working abroad, and foreigners coming to live in Sri Lanka, can often bring used personal and household effects under a concession, within limits that depend on the time spent abroad. New or extra items may be taxed. Confirm current requirements with Sri Lanka Customs; we review your inventory first.',
      },
      {
        id: 3,
        title: 'Which documents do I need?',
        description:
          'Usually your original passport with its arrival stamp, proof of your residence and employment in Qatar, the bill of lading or air waybill, a detailed inventory and the baggage declaration. Our partner confirms what Sri Lanka Customs asks for in your case before the goods arrive.',
      },
      {
        id: 4,
        title: 'What does the cost of my move depend on?',
        description:
          'The volume, and whether it travels in a shared container (LCL) or in a full container (FCL). Delivery outside Colombo, storage while your house is finished, crating for fragile pieces and furniture assembly are added as separate lines in one fixed quote after the survey.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Sri Lanka',
    description: [
      'Tell us your moving date and your town in Sri Lanka, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Sri Lanka | Colombo Door to Door',
    description:
      'Move home from Qatar to Sri Lanka: export packing, sea freight to Colombo, air cargo, customs concession guidance and delivery anywhere on the island in 2–4 weeks.',
    keywords:
      'movers Qatar to Sri Lanka, cargo Doha to Colombo, shipping household goods Sri Lanka, returning resident Sri Lanka customs, relocation to Sri Lanka',
    slug: 'international-relocation-sri-lanka-qatar',
  },
} satisfies Destination
