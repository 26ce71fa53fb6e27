import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Australia',
  transitTime: '3–5 weeks',
  order: 17,
  related: [
    'international-relocation-singapore-qatar',
    'international-relocation-malaysia-qatar',
    'international-relocation-japan-qatar',
  ],
  bannerImage: destinationArt(
    'australia',
    'A harbour with a sail-shaped opera house, an arch bridge and a sailing boat',
  ),
  header: {
    title: 'International Relocation from Qatar to Australia',
    description: `Australia is one of the most popular destinations for families leaving Doha, and one of the strictest to move into. ${siteConfig.companyName} prepares your household for Australian biosecurity before the first box is packed, then ships it from Hamad Port to Sydney, Melbourne, Brisbane, Perth or Adelaide and delivers it with our Australian partner.

Every item must arrive clean: no soil on garden tools, no food, no untreated wood. Our crews clean and pack with inspection in mind, and the inventory we prepare is the one the Department of Agriculture, Fisheries and Forestry and the Australian Border Force will read.

Most sea shipments take 3–5 weeks door to door, plus the time needed for any inspection on arrival.`,
  },
  atAGlance: {
    sea: '3–5 weeks',
    air: '5–10 days',
    customs:
      'Migrants and returning residents can usually bring used personal effects free of duty and GST, declared on the Unaccompanied Personal Effects Statement (form B534).',
    documents:
      'Passport and visa, form B534, our detailed inventory and the bill of lading or air waybill, with every item cleaned for the biosecurity inspection.',
    nextStep:
      'Book a short call with a coordinator to plan your survey and go through the biosecurity checklist.',
  },
  whyChoose: {
    title: 'Why families trust us with moves to Australia',
    intro: 'We pack every Australian move for biosecurity first, and for the voyage second.',
    reasons: [
      {
        title: 'Biosecurity-ready packing',
        description:
          'Outdoor furniture, bicycles and sports gear are cleaned, and restricted items are left out, reducing the chance of costly inspection and treatment.',
      },
      {
        title: 'A detailed, honest inventory',
        description:
          'Australian officials rely on the inventory. We list every carton clearly, including wooden items and anything that was used outdoors.',
      },
      {
        title: 'Partners in every major city',
        description:
          'Clearance and delivery are handled by experienced agents in Sydney, Melbourne, Brisbane, Perth and Adelaide.',
      },
      {
        title: 'Air and sea together',
        description:
          'An air shipment for the first weeks and a sea container for the rest, planned around your flights and school start dates.',
      },
      {
        title: 'Cover for the whole journey',
        description:
          'Transit insurance on a valued inventory, with claims handled by the same team that planned your move.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Australia moves',
    service: [
      {
        image: illustration('family-move', 'A family with boxes outside their new home'),
        title: 'Family household moves',
        description:
          'Complete packing in Doha, sea freight in a dedicated or shared container, and delivery with unpacking in your new Australian home.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation to Australia',
        description:
          'Pets from Qatar usually travel via an approved country and spend time in post-entry quarantine. We plan the months-long timeline with approved vets.',
      },
      {
        image: illustration('crating', 'A wooden crate built around framed artwork'),
        title: 'Compliant crating',
        description:
          'Where crating is needed, we use treated and marked timber that meets Australian import requirements for wood packaging.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Australia works',
    description: 'A five-step plan built around biosecurity, customs and your family’s dates.',
    steps: [
      'Free survey, biosecurity advice and a fixed quote',
      'Documents: passport, visa, inventory and customs declaration',
      'Cleaning checks, export packing and loading in Qatar',
      'Sea freight, customs clearance and biosecurity inspection in Australia',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Australia',
    intro: 'Biosecurity shapes almost every decision on this route.',
    reasons: [
      {
        title: 'Strict biosecurity inspection',
        description:
          'Soil, seeds, plant material, insects and some wooden and natural items can trigger inspection, treatment or destruction, at the owner’s cost.',
      },
      {
        title: 'Food and restricted goods',
        description:
          'Do not pack food, plants or animal products. Declare wooden, wicker and cane items, which may be inspected.',
      },
      {
        title: 'Duty and personal effects',
        description:
          'Personal effects you have owned and used are usually free of duty and GST for eligible migrants and returning residents; new items can be taxed. Confirm current requirements with the Australian Border Force.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing a car needs approval before shipping and must meet Australian standards; right-hand-drive rules and costs make it worth checking early.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Australia',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Australia take?',
        description:
          'A sea shipment usually takes 3–5 weeks door to door, and a biosecurity inspection, if ordered, can add a few days. Air shipments arrive within about a week.',
      },
      {
        id: 2,
        title: 'What will Australian biosecurity check?',
        description:
          'Officers may inspect anything that could carry pests or disease: outdoor furniture, garden tools, bicycles, camping gear, shoes, wooden and cane items. Clean items thoroughly before the packing day and we will list them clearly.',
      },
      {
        id: 3,
        title: 'Will I pay duty on my household goods?',
        description:
          'Eligible migrants and returning residents can usually import personal effects they have owned and used free of duty and GST. New goods and some items may be taxed. Rules change, so confirm current requirements with the Australian Border Force.',
      },
      {
        id: 4,
        title: 'Can my dog or cat come with us?',
        description:
          'Yes, but plan early. Pets from Qatar generally need an import permit, blood tests, time in an approved country and post-entry quarantine in Melbourne. We coordinate the whole plan with your vet.',
      },
    ],
  },
  contact: {
    title: 'Start your move to Australia',
    description: [
      'Tell us your city and your dates, and we will prepare a fixed quote and a biosecurity checklist after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry, and a coordinator will reply within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Australia | Biosecurity-Ready Moves',
    description:
      'Move from Qatar to Australia with biosecurity-ready packing, sea and air freight, customs clearance and delivery to Sydney, Melbourne or Perth in 3–5 weeks.',
    keywords:
      'movers Qatar to Australia, relocation Doha to Sydney, shipping household goods Australia, Australian biosecurity moving, international movers Australia',
    slug: 'international-relocation-australia-qatar',
  },
} satisfies Destination
