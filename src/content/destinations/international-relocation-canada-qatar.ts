import { siteConfig } from '@/config/env'

import { destinationArt, illustration } from '../images'
import type { Destination } from '../types'

export default {
  country: 'Canada',
  transitTime: '8–12 weeks',
  order: 10,
  related: [
    'international-relocation-united-states-qatar',
    'international-relocation-united-kingdom-qatar',
  ],
  bannerImage: destinationArt(
    'canada',
    'A calm blue lake below snow-capped mountains, with dark pine trees and a red canoe on the shore',
  ),
  header: {
    title: 'International Relocation from Qatar to Canada',
    description: `Canada draws many families from Doha: permanent residents finally taking up their new lives in Toronto, Vancouver, Calgary or Montreal, and Canadians coming home after years in the Gulf. ${siteConfig.companyName} packs your home in Qatar, ships it from Hamad Port and delivers it with our Canadian partner, who handles customs clearance and the long inland leg to your new address.

Canada’s rules reward preparation. Before you fly, we help you write the list of goods to follow; you present it on form BSF186, the Personal Effects Accounting Document, to the Canada Border Services Agency (CBSA) at your first point of arrival, usually the airport. That list is what lets your container be cleared later as settler’s or returning resident’s effects.

By sea, a move usually takes 8–12 weeks door to door: containers for Ontario and Quebec arrive through Montreal or Halifax, those for the west through Vancouver, and inland cities such as Toronto and Calgary are reached by rail. By air, a consignment flies from Hamad International Airport to Toronto, Montreal or Vancouver and is usually delivered within 1–2 weeks.`,
  },
  atAGlance: {
    sea: '8–12 weeks',
    air: '7–14 days',
    customs:
      'Settlers and returning residents bring used personal effects free of duty by listing them on form BSF186, the Personal Effects Accounting Document, at their first arrival.',
    documents:
      'Passport, your visa, confirmation of permanent residence or proof of citizenship, the BSF186 stamped by CBSA on arrival, and a detailed inventory.',
    nextStep:
      'Book a short call to plan your survey and write your list of goods to follow before you fly.',
  },
  whyChoose: {
    title: 'Why families moving to Canada choose us',
    intro: 'We plan every Canadian move around the one document that cannot be fixed afterwards.',
    reasons: [
      {
        title: 'Your BSF186 list, ready before you fly',
        description:
          'We turn our survey into a clear, valued list of goods to follow, in the form CBSA expects, so you can present it with confidence when you land.',
      },
      {
        title: 'The right gateway for your province',
        description:
          'Montreal and Halifax for the east, Vancouver for British Columbia and the Prairies, with rail connections to Toronto, Ottawa, Calgary and Edmonton.',
      },
      {
        title: 'Packing for winter arrivals',
        description:
          'Moisture barriers and sealed cartons protect goods leaving Gulf heat for a Canadian winter, and we advise which liquids and electronics to carry by hand.',
      },
      {
        title: 'Shared or full container',
        description:
          'A full container for a whole villa, or space in a shared container for a smaller household, with the difference in cost and time set out in your quote.',
      },
      {
        title: 'One coordinator, insured door to door',
        description:
          'One person follows your move from survey to delivery, and transit insurance on a valued inventory covers your belongings all the way.',
      },
    ],
  },
  specialized: {
    title: 'Specialised services for Qatar to Canada moves',
    service: [
      {
        image: illustration('customs-documents', 'Documents, a passport and a customs stamp'),
        title: 'Goods-to-follow list',
        description:
          'A numbered, valued inventory with serial numbers for electronics, written so it can be copied onto form BSF186 and checked against your container.',
      },
      {
        image: illustration('air-freight', 'A cargo plane being loaded with pallets'),
        title: 'Air shipments for the first weeks',
        description:
          'Winter clothing, school things and kitchen basics fly ahead to Toronto, Montreal or Vancouver, so your family can settle while the sea freight crosses.',
      },
      {
        image: illustration('household-storage', 'Wrapped furniture and boxes in a storage room'),
        title: 'Storage while you find a home',
        description:
          'Many newcomers rent short-term first. We hold your goods in Doha or our partner stores them in Canada until your long-term home is ready.',
      },
    ],
  },
  process: {
    image: illustration('checklist', 'A moving checklist on a clipboard beside taped boxes'),
    title: 'How your move to Canada works',
    description: 'Five steps, agreed with you in writing before packing begins.',
    steps: [
      'Free survey in person or by video, and a fixed, itemised quote',
      'Documents: passport, visa or PR confirmation, inventory and the BSF186 goods-to-follow list',
      'Export packing and loading at your home in Qatar',
      'Sea or air freight, rail to your city and CBSA customs clearance',
      'Delivery, assembly and unpacking at your new home',
    ],
  },
  challenges: {
    title: 'What to plan for when moving to Canada',
    intro: 'These are the points that most often hold up a shipment to Canada.',
    reasons: [
      {
        title: 'Declaring goods to follow on arrival',
        description:
          'Settlers and returning residents must list goods to follow on form BSF186 when they first arrive. Goods left off the list may not qualify for duty-free entry later. Confirm current conditions on ownership and timing with CBSA.',
      },
      {
        title: 'Food, plants, alcohol and firearms',
        description:
          'Food, plants and soil are controlled by the Canadian Food Inspection Agency (CFIA); alcohol and tobacco have limits; firearms must be declared and need their own forms. We leave restricted goods out and flag anything to check.',
      },
      {
        title: 'Pets',
        description:
          'Cats and dogs from Qatar generally need a valid rabies vaccination certificate, and some dogs need further permits. Requirements depend on the animal’s age and purpose, so check them with the CFIA before booking the flight.',
      },
      {
        title: 'Vehicles',
        description:
          'Vehicles not built to Canadian or US standards are generally not admissible, and Transport Canada’s Registrar of Imported Vehicles sets the rules. Most Gulf-specification cars cannot be brought in, so most families sell theirs in Qatar.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions about moving to Canada',
    questions: [
      {
        id: 1,
        title: 'How long does a move from Qatar to Canada take?',
        description:
          'By sea, usually 8–12 weeks door to door, depending on the gateway port and the rail leg to your city. By air, goods are usually delivered within 1–2 weeks of collection in Doha.',
      },
      {
        id: 2,
        title: 'What is form BSF186?',
        description:
          'The BSF186 Personal Effects Accounting Document is the CBSA form on which settlers and returning residents list the goods they bring and the goods to follow. You present it at your first point of arrival in Canada, even if everything is still at sea, and keep the copy CBSA gives you for clearing the shipment. Rules change, so confirm them with CBSA; we prepare the list with you.',
      },
      {
        id: 3,
        title: 'What drives the cost of a move to Canada?',
        description:
          'The volume of your goods, a full container load (FCL) or shared container space (LCL), the packing needed, the gateway port and the rail and road distance to your home, access at delivery, and any storage. We quote each part after a survey, with no hidden extras.',
      },
      {
        id: 4,
        title: 'Which documents do I need?',
        description:
          'Usually your passport, your visa or confirmation of permanent residence, or proof of Canadian citizenship, the BSF186 stamped at arrival, and a detailed inventory. Our partner tells you what else the clearing office asks for.',
      },
    ],
  },
  contact: {
    title: 'Plan your move to Canada',
    description: [
      'Tell us your moving date and your new city in Canada, and we will prepare a fixed quote and a goods-to-follow list after a free survey.',
      `Call ${siteConfig.primaryPhone} or send an enquiry; a coordinator replies within one working day.`,
    ],
  },
  meta: {
    title: 'Movers from Qatar to Canada | BSF186 Settler Moves',
    description:
      'Move from Qatar to Canada with a ready BSF186 goods-to-follow list, export packing, sea freight via Montreal, Halifax or Vancouver, and delivery to your door.',
    keywords:
      'movers Qatar to Canada, relocation Doha to Toronto, shipping household goods to Canada, BSF186 goods to follow, settlers effects Canada',
    slug: 'international-relocation-canada-qatar',
  },
} satisfies Destination
