import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Belgium',
  transitTime: '3–5 weeks',
  order: 19,
  related: ['international-relocation-belarus-qatar', 'international-relocation-turkey-qatar'],
  bannerImage: destinationArt(
    'belgium',
    'Tall gabled guild houses on a Brussels square in navy, cream and gold',
  ),
  header: {
    title: 'International Relocation from Qatar to Belgium',
    description: `Brussels, Antwerp, Ghent and Leuven draw diplomats, engineers, EU and NATO staff and returning Belgian families from Doha every year. ${siteConfig.companyName} moves your household from Qatar to Belgium door to door, with packing in Doha, shipping through Hamad Port to Antwerp, one of Europe’s largest ports, and delivery to your new address by our Belgian partner crew.

Belgian streets and townhouses bring their own logistics: narrow staircases, furniture lifts through upper windows and parking permits for the removal van. We plan them with you before the container leaves Qatar.

A typical sea shipment takes 3–5 weeks door to door, and your coordinator keeps you updated at every stage.`,
  },
  atAGlance: {
    sea: '3–5 weeks',
    air: '5–10 days',
    customs:
      'Transfer-of-residence relief lets belongings you owned and used outside the EU enter free of duty and VAT, provided you meet the conditions.',
    documents:
      'Passport, proof of your residence in Qatar and of your new Belgian address, and a detailed, signed inventory.',
    nextStep:
      'Book a short call to plan your survey and the access at your new address: stairs, window lifts and parking permits.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Belgium',
    intro: 'European customs rules reward preparation; our plan starts with your documents.',
    reasons: [
      {
        title: 'Transfer of residence prepared for you',
        description:
          'Household goods you have owned and used abroad can usually enter the EU free of duty and VAT when you transfer your normal residence. We help you assemble the proof customs expects.',
      },
      {
        title: 'Townhouse and apartment know-how',
        description:
          'Our Belgian partner uses external furniture lifts where stairs are too narrow and requests the municipal parking reservation for the removal truck in advance.',
      },
      {
        title: 'Antwerp port routing',
        description:
          'Direct services from Hamad Port to Antwerp keep transit predictable, and short trucking distances mean fast delivery anywhere in Belgium.',
      },
      {
        title: 'Storage on both sides',
        description:
          'Between a lease ending in Doha and keys in Brussels, your goods can wait in our climate-controlled warehouse or in secure storage near Antwerp.',
      },
      {
        title: 'Full inventory and insurance',
        description:
          'Every carton is numbered and listed, and transit insurance on a valued inventory protects your belongings from Doha to your door.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Belgium moves',
    service: [
      {
        image: illustration('house-move', 'Movers carrying furniture out of a villa'),
        title: 'Household moves for families',
        description:
          'Full packing, wrapping and crating in Doha, then delivery, reassembly and unpacking in Belgium, with cartons labelled room by room for your new home.',
      },
      {
        image: illustration('office-move', 'Office desks and monitors crated for a move'),
        title: 'Corporate and diplomatic relocations',
        description:
          'We work to employer and embassy move policies, with weight allowances, separate invoicing and the documentation diplomatic and international organisation staff need.',
      },
      {
        image: illustration('vehicle-transport', 'A car being loaded onto a car carrier'),
        title: 'Car shipping to Europe',
        description:
          'We ship cars in containers or by roll-on roll-off service. Before you decide, we explain EU conformity, registration and the duty and VAT that may apply to your vehicle.',
      },
    ],
  },
  process: {
    image: illustration('packing-boxes', 'Taped moving cartons stacked beside packing tape'),
    title: 'Your move to Belgium, step by step',
    description:
      'A clear plan from survey to delivery, with the dates and documents agreed before anything is packed.',
    steps: [
      'Free home or video survey and a fixed, itemised quotation',
      'Customs planning: transfer-of-residence documents and inventory',
      'Export packing and container loading at your Doha home',
      'Sea freight to Antwerp and EU customs clearance by our partner',
      'Delivery, assembly and unpacking at your Belgian address',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Belgium',
    intro: 'These are the points that most often shape the timetable on this route.',
    reasons: [
      {
        title: 'Proof of residence and ownership',
        description:
          'Duty and VAT relief depends on showing that you lived outside the EU for the required period and owned and used the goods before moving. Keep your residence permit, lease and purchase records ready.',
      },
      {
        title: 'Commune registration',
        description:
          'After arriving you register with your local commune. Some customs formalities refer to that registration, so agree the delivery date with your coordinator once your address is confirmed.',
      },
      {
        title: 'Access and parking',
        description:
          'Many Belgian streets need a parking reservation for the removal truck, and upper floors may need a furniture lift. We include both in the plan when your address requires them.',
      },
      {
        title: 'Climate and seasons',
        description:
          'Goods leave Qatar’s heat and arrive in a cool, damp climate. Moisture-resistant packing and allowing furniture to acclimatise protect wood and instruments.',
      },
    ],
  },
  faq: {
    title: 'Questions about moving from Qatar to Belgium',
    questions: [
      {
        id: 1,
        title: 'How long does shipping household goods from Qatar to Belgium take?',
        description:
          'Most sea shipments take 3–5 weeks door to door, including customs clearance in Antwerp and delivery. Air freight for urgent items usually arrives within about a week.',
      },
      {
        id: 2,
        title: 'Will I pay duty or VAT on my belongings?',
        description:
          'Personal belongings that you owned and used while living outside the EU can usually enter duty- and VAT-free under transfer-of-residence relief, provided you meet the conditions. New items may be taxed. We confirm the current requirements with our Belgian partner for your case.',
      },
      {
        id: 3,
        title: 'Can you move my pet to Belgium?',
        description:
          'Yes. Pets entering the EU need a microchip, a rabies vaccination, an EU health certificate and, depending on the rules that apply to pets arriving from Qatar at the time, a rabies antibody blood test with a waiting period. Start planning several months in advance and confirm current requirements with the Belgian authorities.',
      },
      {
        id: 4,
        title: 'What if my Belgian home is not ready when the shipment arrives?',
        description:
          'We can hold your goods in storage in Doha before shipping or in secure storage in Belgium after arrival, and deliver when you have the keys.',
      },
    ],
  },
  contact: {
    title: 'Start planning your move to Belgium',
    description: [
      'Tell us when you are moving and where in Belgium you will live, and we will prepare a fixed quote after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry: a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Belgium | Brussels and Antwerp',
    description:
      'Door-to-door moves from Qatar to Belgium: export packing in Doha, sea freight to Antwerp, EU customs clearance and delivery anywhere in Belgium in 3–5 weeks.',
    keywords:
      'movers Qatar to Belgium, relocation Doha to Brussels, shipping to Antwerp, international removals Belgium, transfer of residence Belgium',
    slug: 'international-relocation-belgium-qatar',
  },
} satisfies Destination
