import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Philippines',
  transitTime: '4–6 weeks',
  order: 2,
  related: [
    'international-relocation-singapore-qatar',
    'international-relocation-malaysia-qatar',
    'international-relocation-thailand-qatar',
  ],
  bannerImage: destinationArt(
    'philippines',
    'Green rice terraces stepping down a hillside to a bay, with palm trees and an outrigger bangka boat',
  ),
  header: {
    title: 'International Relocation from Qatar to the Philippines',
    description: `Filipino nurses, engineers, hospitality staff and their families are part of everyday life in Doha, and for many of them the last move from Qatar is the move home. ${siteConfig.companyName} ships whole households and single rooms from Hamad Port to Manila, Cebu and Davao, and delivers them with our Philippine partner to Metro Manila, Luzon, the Visayas and Mindanao.

Returning Filipinos can claim the returning-resident and balikbayan privileges the Bureau of Customs grants on used personal and household effects, within the limits and conditions it sets. Smaller moves often travel as balikbayan boxes, each with its own inventory. We help you decide which route suits your shipment and prepare the declarations and the packing list the Bureau of Customs expects.

By sea, a move usually takes 4–6 weeks door to door to Metro Manila, and longer to Cebu, Davao and the islands, which often need a domestic transhipment. By air, a consignment flies from Hamad International Airport to Manila, Cebu or Clark and is usually delivered within 7–10 days.`,
  },
  atAGlance: {
    sea: '4–6 weeks to Metro Manila',
    air: '7–10 days',
    customs:
      'Returning residents and overseas Filipino workers can bring used personal and household effects free of duty and taxes within Bureau of Customs limits; balikbayan boxes have their own privileges.',
    documents:
      'Passport, your Qatar residence permit and employment contract or certificate, a detailed inventory and the customs declaration.',
    nextStep:
      'Book a short call to plan your survey and choose between balikbayan boxes and a container.',
  },
  whyChoose: {
    title: 'Why families moving to the Philippines choose us',
    intro:
      'We move Filipino families home every month and plan each shipment around the customs privilege that fits it.',
    reasons: [
      {
        title: 'Returning-resident privileges explained',
        description:
          'We explain the conditions the Bureau of Customs sets for returning residents and overseas Filipino workers, and help you gather the passport, employment and residence documents it asks for.',
      },
      {
        title: 'Balikbayan boxes or a full shipment',
        description:
          'A few boxes for a single worker, or a container for a family home: we compare the balikbayan box route with a household shipment and recommend the better one.',
      },
      {
        title: 'Delivery across the islands',
        description:
          'Our partner delivers to condominiums in Makati and BGC, houses in the provinces, and islands reached by domestic shipping from Manila or Cebu.',
      },
      {
        title: 'Packing for typhoon season',
        description:
          'Moisture barriers, wrapped mattresses and sealed cartons protect your goods from humidity and rain, and delivery dates allow for weather from June to November.',
      },
      {
        title: 'One coordinator, insured door to door',
        description:
          'One person follows your move from survey to delivery, and transit insurance on a valued inventory covers your belongings all the way.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Philippines moves',
    service: [
      {
        image: illustration('packing-boxes', 'Taped moving cartons stacked beside packing tape'),
        title: 'Balikbayan box shipments',
        description:
          'Sturdy boxes packed and listed one by one, with the information sheet each needs, shipped by sea and delivered to your family’s door.',
      },
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Household moves home',
        description:
          'Complete packing in Qatar, sea freight in a full or shared container to Manila, Cebu or Davao, customs clearance and delivery with unpacking.',
      },
      {
        image: illustration('pet-relocation', 'A dog and a cat beside an airline pet crate'),
        title: 'Pet relocation to the Philippines',
        description:
          'We arrange the import permit from the Bureau of Animal Industry before travel, the vet visits and health certificate, and a pet-friendly flight to Manila.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to the Philippines works',
    description: 'Five steps, agreed with you in writing before packing begins.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Documents: passport, proof of work and residence in Qatar, inventory and customs declaration',
      'Export packing and loading at your home in Qatar',
      'Sea or air freight and clearance with the Bureau of Customs',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to the Philippines',
    intro: 'These points decide how quickly your shipment is released, and what it costs.',
    reasons: [
      {
        title: 'Eligibility and value limits',
        description:
          'Duty-free entry depends on your status, the time you spent abroad, and the value and quantity of the goods. Foreign nationals moving to the Philippines follow different rules. Confirm the current conditions with the Bureau of Customs before shipping.',
      },
      {
        title: 'Restricted and commercial quantities',
        description:
          'Goods in commercial quantities, new appliances in bulk, food, plants, medicines and firearms can be taxed, held or refused. Pack personal quantities only, and list everything honestly.',
      },
      {
        title: 'Pets',
        description:
          'Dogs and cats need an import permit issued by the Bureau of Animal Industry before they travel, a rabies vaccination and a health certificate. Check the current requirements with the Bureau of Animal Industry early.',
      },
      {
        title: 'Vehicles',
        description:
          'Importing used vehicles into the Philippines is generally prohibited, with narrow exceptions. Check with the Bureau of Customs before considering it; most families sell their car in Qatar.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to the Philippines',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to the Philippines take?',
        description:
          'By sea, usually 4–6 weeks door to door to Metro Manila, and longer to Cebu, Davao and the provinces. By air, goods are usually delivered within 7–10 days of collection in Doha.',
      },
      {
        id: 2,
        title: 'Can I bring my household goods home duty-free?',
        description:
          'Returning residents and overseas Filipino workers can often bring used personal and household effects free of duty and taxes, within the value limits and conditions the Bureau of Customs sets, and balikbayan boxes have their own privileges. Rules change, so confirm the current ones with the Bureau of Customs; we check your case before shipping.',
      },
      {
        id: 3,
        title: 'What drives the cost of a move to the Philippines?',
        description:
          'The volume of your goods, balikbayan boxes or a full container load (FCL) or shared container space (LCL), the packing needed, the port of arrival and any domestic shipping or trucking to your province, access at delivery and any storage. We quote each part after a survey, with no hidden extras.',
      },
      {
        id: 4,
        title: 'Which documents do I need?',
        description:
          'Usually your passport, proof of your work and residence in Qatar, such as your residence permit and employment contract or certificate, a detailed inventory and the customs declaration. Our partner confirms what the port of arrival requires.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to the Philippines',
    description: [
      'Tell us your moving date and your city or province, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to the Philippines | Balikbayan Moves',
    description:
      'Move home from Qatar to the Philippines with returning-resident customs guidance, balikbayan boxes or full containers, and delivery to Manila, Cebu or Davao.',
    keywords:
      'movers Qatar to Philippines, balikbayan box Doha, shipping household goods to Manila, returning resident Philippines customs, cargo Qatar to Philippines',
    slug: 'international-relocation-philippines-qatar',
  },
} satisfies Destination
