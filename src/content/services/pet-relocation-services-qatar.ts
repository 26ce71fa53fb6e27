import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { Service } from '../types'

export default {
  id: 8,
  title: 'Pet Relocations',
  slug: '/services/pet-relocation-services-qatar',
  group: 'Movers',
  cardImage: illustration(
    'pet-relocation',
    'A dog and a cat beside an airline-approved travel crate ready for their flight',
  ),
  bannerImage: illustration(
    'air-freight',
    'A cargo aircraft being loaded on the apron for a long-haul flight from Doha',
  ),
  featureImage: illustration(
    'checklist',
    'A pet travel checklist with vaccination, microchip and permit items ticked off',
  ),
  bannerDescription:
    'Door-to-door pet relocation from Doha for dogs, cats and other companions, with vet paperwork, airline-approved crates and a coordinator who keeps you updated.',
  shortDescription:
    'Safe pet travel from Qatar: export permits, vet certificates, IATA-compliant crates and airline bookings arranged for dogs and cats, with careful handling from home to arrival.',
  featureTitle: 'Calm journeys for the family’s pets',
  featureDescription:
    'We plan the paperwork backwards from your flight date, so vaccinations, tests and permits are in order long before your pet reaches the airport. On the day we collect your pet from home in an air-conditioned vehicle and stay with them until they are accepted for the flight.',
  features: [
    'Export permits and veterinary health certificates',
    'IATA-compliant travel crates, correctly sized',
    'Air-conditioned collection from your home',
    'Flights chosen around summer heat',
    'Updates from collection to arrival',
  ],
  metaTitle: 'Pet Relocation in Qatar – Moving Dogs and Cats Abroad',
  metaDescription:
    'Move your dog or cat from Doha with confidence: vet certificates, export permits, IATA crates and flight bookings handled by a dedicated pet relocation team.',
  keywords:
    'pet relocation Qatar, pet movers Doha, pet export Qatar, moving a dog from Qatar, cat relocation Doha, pet shipping Qatar, IATA pet crate Qatar',
  detailedContent: [
    {
      heading: 'Pet Relocation Services from Qatar',
      level: 'h1',
      content: `Moving a pet out of Qatar involves more steps than moving furniture: veterinary records, an export permit, the destination’s import rules, an airline booking that accepts animals and a travel crate that meets international standards. Many destinations also set waiting periods that begin months before you fly. ${siteConfig.companyName} plans the route and the paperwork with you and your vet, books a flight that suits your pet, and collects them from your home on the day, so the most precious part of your move is also the calmest.`,
    },
    {
      heading: 'Start Early: the Pet Relocation Timeline',
      level: 'h2',
      content:
        'The earlier we start, the more routes and flights remain open. Contact us as soon as you know your destination and approximate moving date.',
      list: [
        'Three months or more before: check the destination’s import rules, make sure your pet’s microchip is working and readable, and find out whether a rabies antibody (titre) blood test is required.',
        'At least 30 days before departure: all vaccinations, including rabies, must be current. A vaccination given too close to the flight may not be accepted by the destination or the airline.',
        'Two to four weeks before: we book the flight, supply the travel crate and you begin crate training at home.',
        'In the final days: your vet carries out the health examination and completes the certificate within the window the destination requires, and we obtain the export paperwork in Qatar.',
        'Departure day: we collect your pet, complete check-in at Hamad International Airport and confirm to you once your pet has been accepted for the flight.',
      ],
      content2:
        'Some destinations have much stricter requirements, such as rabies antibody tests followed by a waiting period, approved ports of entry, import permits issued in advance or quarantine on arrival. Rules differ between countries and change from time to time, so we confirm current requirements with the destination authority before we set your timeline.',
    },
    {
      heading: 'Documents for Exporting a Pet from Qatar',
      level: 'h2',
      content:
        'The exact paperwork depends on where your pet is going, but most moves from Qatar involve the following.',
      list: [
        'Microchip: an ISO-compatible microchip, implanted before the rabies vaccination where the destination requires that order.',
        'Vaccination record: a vaccination card or pet passport showing current rabies and core vaccinations, with dates and batch numbers.',
        'Veterinary health certificate: issued by a licensed vet in Qatar after an examination shortly before travel.',
        'Export permit: issued through the veterinary services of the Ministry of Municipality; we prepare the application with your documents.',
        'Import permit: required by some destinations before the pet can be booked on a flight; we apply for it or guide you through the process.',
      ],
      content2:
        'We check every document before it is submitted, because one wrong date or missing stamp can cost a flight. Where a destination requires an endorsement by its embassy or an authority in Qatar, we build that time into the plan. Both the Ministry of Municipality and destination authorities update their rules, so we confirm current requirements with them for every move.',
    },
    {
      heading: 'Flying Pets from Hamad International Airport',
      level: 'h2',
      content:
        'Most pets leave Qatar as manifest cargo in a pressurised, temperature-controlled hold, the standard option on long-haul routes. Whether a pet can travel in the cabin or as checked baggage depends on the airline, the route and the size of the animal.',
      subSections: [
        {
          heading: 'Travel Crates',
          level: 'h3',
          content:
            'Crates must meet the IATA Live Animals Regulations: rigid construction, a secure door, ventilation on several sides and enough room for your pet to stand, turn around and lie down naturally. We measure your pet and supply the right size, with water and food bowls fixed to the door.',
        },
        {
          heading: 'Summer Heat and Flight Timing',
          level: 'h3',
          content:
            'Between May and September daytime temperatures in Doha regularly pass 40°C, and some airlines restrict the carriage of animals in hot months or on certain routes. We favour late-evening and early-morning flights, use air-conditioned vehicles for every transfer and keep pets out of the sun until they are accepted.',
        },
        {
          heading: 'Snub-nosed Breeds',
          level: 'h3',
          content:
            'Brachycephalic dogs and cats, such as bulldogs, pugs and Persian cats, are more sensitive to heat and stress, and many airlines restrict or refuse them. We check airline policies first and talk you through the options honestly.',
        },
      ],
    },
    {
      heading: 'Bringing a Pet into Qatar',
      level: 'h2',
      content:
        'We also handle pets arriving in Doha, meeting them at Hamad International Airport and bringing them home once they are released.',
      list: [
        'Import permit: arranged in advance with the Ministry of Municipality for dogs and cats entering Qatar.',
        'Health documents: a health certificate from the country of origin and proof of current rabies vaccination.',
        'Restricted breeds: some dog breeds are not allowed into Qatar, so check before you book.',
        'Arrival: the pet is inspected at the airport and released to us, or to you, for the journey home.',
      ],
      content2:
        'Requirements for pets entering Qatar can change, so we confirm the current documents and the list of restricted breeds with the Ministry of Municipality before your pet is booked.',
    },
    {
      heading: 'What We Handle and What We Ask of You',
      level: 'h2',
      content: `${siteConfig.companyName} coordinates the whole journey, from the first vet appointment to arrival at the destination. We ask owners to keep vet appointments on the agreed dates, to start crate training early with short daily sessions, and to avoid a large meal in the hours before the flight. Your coordinator stays in touch throughout and confirms each step, including when your pet has been accepted, loaded and collected at the other end.`,
    },
    {
      heading: 'Frequently Asked Questions',
      level: 'h2',
      content: null,
      subSections: [
        {
          heading: 'How far in advance should I start planning?',
          level: 'h3',
          content:
            'Ideally three to six months ahead, especially if your destination requires a rabies antibody test. In every case, vaccinations must be current at least 30 days before departure, so talk to us well before that point.',
        },
        {
          heading: 'Can my pet travel with me in the cabin?',
          level: 'h3',
          content:
            'It depends on the airline, the route and your pet’s size, and many long-haul routes from Doha carry pets only as cargo. We check the options for your flight and recommend the safest one for your pet.',
        },
        {
          heading: 'Can you move pets during the summer?',
          level: 'h3',
          content:
            'Yes, with care. We book cooler flight times, use air-conditioned vehicles and check each airline’s heat restrictions, which sometimes means choosing a different route or date.',
        },
        {
          heading: 'Will my pet need quarantine at the destination?',
          level: 'h3',
          content:
            'Some destinations require a quarantine period or extra tests for pets arriving from Qatar, while many others do not when all documents are correct. We confirm the current rules for your destination before we plan the move.',
        },
        {
          heading: 'Do you move animals other than cats and dogs?',
          level: 'h3',
          content:
            'Cats and dogs are most of our work, but we can advise on birds, rabbits and other small pets. Rules for these animals are often stricter and some species need additional permits, so ask us early.',
        },
      ],
    },
  ],
} satisfies Service
