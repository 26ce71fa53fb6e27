import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'United Kingdom',
  transitTime: '6–8 weeks',
  order: 8,
  related: [
    'international-relocation-united-states-qatar',
    'international-relocation-canada-qatar',
    'international-relocation-belgium-qatar',
  ],
  bannerImage: destinationArt(
    'united-kingdom',
    'A Gothic clock tower beside a river bridge, with a red double-decker bus crossing it',
  ),
  header: {
    title: 'International Relocation from Qatar to the United Kingdom',
    description: `The United Kingdom is where many Doha families go next: British expatriates returning home after a contract, and doctors, engineers and teachers taking up new posts in London, Manchester, Birmingham, Edinburgh or Glasgow. ${siteConfig.companyName} packs your home in Qatar, ships it from Hamad Port and delivers it to your new address anywhere in England, Scotland, Wales or Northern Ireland.

Used household goods can enter the UK free of duty and import VAT under Transfer of Residence relief, but only if you apply to HMRC on form ToR01 before your goods arrive. We help you prepare the application and the inventory it needs, and our UK partner clears your container at Felixstowe, Southampton or London Gateway and delivers it to your door.

By sea, a move usually takes 6–8 weeks door to door, since most sailings from Hamad Port tranship through a Gulf or Mediterranean hub. By air, a consignment reaches London Heathrow or Manchester within a few days of leaving Hamad International Airport and is usually delivered within 7–10 days of collection.`,
  },
  atAGlance: {
    sea: '6–8 weeks',
    air: '7–10 days',
    customs:
      'Transfer of Residence relief: used household goods enter free of duty and import VAT if you apply to HMRC on form ToR01 before they arrive.',
    documents:
      'Passport copy, proof of your life in Qatar such as your residence permit and tenancy, your UK address or job, a detailed inventory and your ToR reference.',
    nextStep: 'Book a short call to plan your survey and file your ToR01 in good time.',
  },
  whyChoose: {
    title: 'Why families moving to the UK choose us',
    intro:
      'We plan UK moves around HMRC’s paperwork, British terraced streets and the start of the school term.',
    reasons: [
      {
        title: 'Transfer of Residence, done right',
        description:
          'We explain the ToR01 conditions, help you gather proof of your residence in Qatar and send HMRC an inventory that matches what is in the container, so your reference number is ready before the ship docks.',
      },
      {
        title: 'Delivery to narrow streets and flats',
        description:
          'Our UK partner plans parking suspensions, smaller shuttle vans and stair carries where a container lorry cannot reach a terraced house or a city-centre flat.',
      },
      {
        title: 'Air and sea, timed together',
        description:
          'A small air consignment with school uniforms, laptops and kitchen basics lands within days, while the sea container follows with the furniture.',
      },
      {
        title: 'Shared or full container',
        description:
          'A full container for a villa, or a share of one for a smaller household, with the choice explained in your quote.',
      },
      {
        title: 'One coordinator, insured door to door',
        description:
          'One person follows your move from survey to delivery, and transit insurance on a valued inventory covers your goods all the way.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to UK moves',
    service: [
      {
        image: illustration('customs-documents', 'Documents, a passport and a customs stamp'),
        title: 'Transfer of Residence support',
        description:
          'We guide your ToR01 application, prepare the numbered inventory and send your UK partner the reference HMRC issues, so clearance can start the day the container lands.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation to the UK',
        description:
          'Dogs, cats and ferrets enter Great Britain as air cargo on an approved route. We work with your vet on the microchip, rabies vaccination and any blood test, and book the flight.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage at either end',
        description:
          'If your UK home is not ready, we hold your goods in our climate-controlled warehouse in Doha, or our partner stores them near your new town until moving day.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to the UK works',
    description: 'Five steps, agreed with you in writing before packing begins.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Documents: passport, proof of residence in Qatar, inventory and the ToR01 application',
      'Export packing and loading at your home in Qatar',
      'Sea or air freight, and UK customs clearance with your Transfer of Residence reference',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to the UK',
    intro:
      'Four points decide whether a move to Britain is smooth; settle them before packing day.',
    reasons: [
      {
        title: 'Transfer of Residence conditions',
        description:
          'The relief generally requires that you lived outside the UK for at least 12 months, owned and used the goods before moving, and import them within a set period. Goods cannot be sold or lent for a time after arrival. Confirm the current conditions with HMRC before you apply.',
      },
      {
        title: 'Restricted and prohibited goods',
        description:
          'Meat and dairy products, many plants and seeds, firearms and some medicines are banned or controlled. Leave food out of the shipment, declare any weapon or ammunition early, and check medicines against GOV.UK guidance.',
      },
      {
        title: 'Pets from Qatar',
        description:
          'Pets need a microchip, a rabies vaccination and a health certificate, and must arrive on an approved route. Depending on how Great Britain lists Qatar at the time, a rabies blood test and a waiting period may apply. Check current requirements with DEFRA and APHA months ahead.',
      },
      {
        title: 'Vehicles',
        description:
          'A car must be notified to HMRC on NOVA after arrival, meet British standards and be registered with the DVLA. Left-hand-drive Gulf models often need costly changes, so most families sell their car in Qatar.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to the UK',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to the UK take?',
        description:
          'By sea, 6–8 weeks door to door to most UK addresses, depending on the sailing, transhipment and the port of arrival. By air, goods usually reach your door within 7–10 days of collection in Doha.',
      },
      {
        id: 2,
        title: 'What is Transfer of Residence relief?',
        description:
          'It lets people moving their normal residence to the UK, British citizens returning after living abroad as well as new arrivals, bring used personal and household goods without paying duty or import VAT. You apply online to HMRC on form ToR01 before the goods arrive, and quote the reference HMRC gives you at clearance. Conditions change, so confirm the current rules with HMRC; we check your case before shipping.',
      },
      {
        id: 3,
        title: 'What drives the cost of a move to the UK?',
        description:
          'The volume of your goods, whether they travel as a full container load (FCL) or in shared container space (LCL), the packing and crating required, the destination port and the distance inland, access at your new address, and any storage at either end. We quote these separately after a survey, with no hidden extras.',
      },
      {
        id: 4,
        title: 'Which documents do I need?',
        description:
          'Usually a copy of your passport, proof that you lived in Qatar such as your residence permit and tenancy, evidence of your new UK address or job, a detailed inventory and your Transfer of Residence reference. Our partner confirms anything else the port requires.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to the UK',
    description: [
      'Tell us your moving date and your new town in the UK, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to the UK | Transfer of Residence Moves',
    description:
      'Move from Qatar to the UK with ToR01 Transfer of Residence support, export packing, sea and air freight, and door-to-door delivery anywhere in Britain.',
    keywords:
      'movers Qatar to UK, relocation Doha to London, shipping household goods to the UK, transfer of residence ToR01, international movers United Kingdom',
    slug: 'international-relocation-united-kingdom-qatar',
  },
} satisfies Destination
