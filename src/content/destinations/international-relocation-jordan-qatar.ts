import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Jordan',
  transitTime: '2–4 weeks',
  order: 12,
  related: ['international-relocation-turkey-qatar', 'international-relocation-israel-qatar'],
  bannerImage: destinationArt(
    'jordan',
    'The carved rose-stone facade of Petra with a camel resting in front',
  ),
  header: {
    title: 'International Relocation from Qatar to Jordan',
    description: `Many Jordanian families have built careers in Doha, and many expatriates move on from Qatar to Amman. ${siteConfig.companyName} handles the move from start to finish: survey, packing, shipping by sea through Aqaba or by road across the Gulf, customs support and delivery to your home in Amman, Irbid, Zarqa or Aqaba.

We match the route to your shipment: sea freight via Aqaba for full homes, and overland trucking for part loads when road corridors are the faster choice.

Most moves take 2–4 weeks door to door.

Whatever the route, your goods are packed by our own crew in Doha, listed on a numbered inventory you sign, and delivered by a partner crew that reassembles beds and wardrobes, places furniture where you want it and takes the packing away. If your new home in Amman is not ready, we can hold everything in our climate-controlled warehouse until it is.`,
  },
  atAGlance: {
    sea: '2–4 weeks via Aqaba',
    air: '5–10 days',
    customs:
      'Returning Jordanians may qualify for an exemption on used personal effects; other goods can be dutiable.',
    documents:
      'Passport, proof of your residence in Qatar, and the numbered inventory you sign on packing day.',
    nextStep:
      'Book a short call to plan your survey and compare sea via Aqaba with road for your load.',
  },
  whyChoose: {
    title: 'Why choose us for your move to Jordan',
    intro: 'A route we move on every month, planned to suit your family and budget.',
    reasons: [
      {
        title: 'Sea or road, whichever suits',
        description:
          'We compare sea freight via Aqaba with overland trucking and recommend the better option for your volume and dates.',
      },
      {
        title: 'Returning resident support',
        description:
          'Jordanians returning home may qualify for exemptions on used household effects. We help you prepare the documents the exemption usually requires.',
      },
      {
        title: 'Careful packing',
        description:
          'Export cartons, wrapped furniture and crated fragile items protect your belongings on the road or at sea.',
      },
      {
        title: 'Delivery across Jordan',
        description:
          'Our partner crew delivers to apartments and villas across Jordan, assembling furniture and removing packaging.',
      },
      {
        title: 'One coordinator, insured',
        description:
          'One person from survey to delivery, and transit insurance on a valued inventory.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Jordan moves',
    service: [
      {
        image: illustration('road-freight', 'A semi-trailer truck on a desert highway'),
        title: 'Overland trucking',
        description:
          'Dedicated or shared trucks from Doha through Saudi Arabia to Jordan, with transit documents prepared in advance.',
      },
      {
        image: illustration('sea-freight', 'A container ship loaded with containers at sea'),
        title: 'Sea freight via Aqaba',
        description:
          'Full containers for larger homes, shipped from Hamad Port to Aqaba and trucked to your city.',
      },
      {
        image: illustration('vehicle-transport', 'A car being loaded onto a car carrier'),
        title: 'Vehicle shipping',
        description:
          'We can ship your car by container or carrier and explain the import conditions and duties before you commit.',
      },
    ],
  },
  process: {
    image: illustration('map-route', 'A map with a dotted route and location pins'),
    title: 'How your move to Jordan works',
    description: 'Five steps with a written plan and regular updates.',
    steps: [
      'Free survey and a fixed quote comparing road and sea',
      'Documents: passport, residence proof and a detailed inventory',
      'Export packing and loading at your home in Qatar',
      'Road or sea transport and Jordanian customs clearance',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Jordan',
    intro: 'The points that most often affect cost and timing on this route.',
    reasons: [
      {
        title: 'Eligibility for exemptions',
        description:
          'Exemptions on household goods depend on nationality, time spent abroad and the age of the items. Confirm current requirements with Jordan Customs.',
      },
      {
        title: 'Transit across borders',
        description:
          'Road moves cross Saudi Arabia, so documents must be complete and consistent to avoid delays at each border.',
      },
      {
        title: 'Vehicles',
        description:
          'Car imports carry age limits and duties that can be high. We give you the facts to decide before shipping.',
      },
      {
        title: 'Summer heat',
        description:
          'Trucks cross desert highways; we protect electronics, candles and medicines, and advise on what should travel with you.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Jordan',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Jordan take?',
        description:
          'Most moves take 2–4 weeks door to door, by road or by sea via Aqaba, including customs clearance.',
      },
      {
        id: 2,
        title: 'Is road or sea better for my move?',
        description:
          'Road is often faster and economical for part loads, while a sea container suits a full household. We compare both in your quote.',
      },
      {
        id: 3,
        title: 'Will I pay customs duty?',
        description:
          'Returning Jordanians may qualify for exemptions on used personal effects; other goods can be dutiable. Rules change, so confirm current requirements with Jordan Customs; we check your inventory first.',
      },
      {
        id: 4,
        title: 'Can you move my cat or dog to Jordan?',
        description:
          'Yes. Pets need a microchip, a current rabies vaccination and a veterinary health certificate, and we arrange a pet-friendly flight.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Jordan',
    description: [
      'Tell us your dates and your new city, and we will prepare a fixed quote comparing road and sea after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Jordan | Amman by Road or Sea',
    description:
      'Move from Qatar to Jordan by road or by sea via Aqaba: export packing, customs support for returning residents and delivery to Amman in 2–4 weeks door to door.',
    keywords:
      'movers Qatar to Jordan, relocation Doha to Amman, shipping to Aqaba, moving to Jordan, international movers Jordan',
    slug: 'international-relocation-jordan-qatar',
  },
} satisfies Destination
