import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { BlogPost } from '../types'

export default {
  id: 'choosing-family-relocation-service-qatar',
  image: illustration(
    'family-move',
    'Flat navy and gold illustration of a family with two children and a dog watching movers carry boxes into a villa',
  ),
  title: 'How to Choose the Right Family Relocation Service in Qatar',
  highlight:
    '<p>The right family relocation service is the one that asks you more questions than you ask it. <strong>Insist on a proper survey, a written inventory-based quote and a single named coordinator</strong>, check insurance and credentials, and plan the move around school dates and pets rather than the other way round. Be wary of any firm that prices your home without seeing it.</p>',
  date: '11 September 2026',
  time: '08:40 AM',
  author: 'Priya Nair',
  metaTitle: 'Choosing a Family Relocation Service in Qatar',
  metaDescription:
    'How to choose a family relocation company in Qatar: questions to ask, why surveys matter, comparing quotes, planning around schools and pets, and red flags.',
  keywords:
    'family relocation Qatar, choosing a moving company Doha, family movers Qatar, relocation with children, moving with pets Qatar, moving company red flags',
  detail: {
    content: [
      {
        type: 'text',
        description: [
          'Moving a family is different from moving furniture. Alongside the sofa and the wardrobes come school places, a pet that hates car journeys, children who want to know where their toys have gone, and parents who still have to work through it all. The company you choose shapes how those weeks feel, far more than the price on the first quote suggests.',
          'Whether you are moving from a compound in Al Waab to a villa in Al Wakrah, or bringing your family to Doha from overseas, the same principles apply. This guide sets out the questions worth asking, what a proper survey and quote should look like, how to plan around schools and pets, and the warning signs that should make you look elsewhere.',
        ].join('\n\n'),
      },
      {
        type: 'text',
        title: 'Start with your family’s calendar, not the mover’s',
        description: [
          'Before you call anyone, write down the dates that cannot move: the end of your lease, the handover of the new home, the first day at a new school, flights, and any work commitments. Many international schools in Qatar run from late August or September to June, while some curricula, including many Indian schools, begin their year in April. Moving in the school holidays is easiest for children, but it is also when demand for movers peaks, so book early.',
          'Think about the season too. In the Qatari summer, good movers start early in the morning and plan around the worst of the midday heat, which protects both the crew and your belongings. During Ramadan, working hours change and some building managements adjust their permitted moving times. A mover who raises these points without being asked is usually one who has done it many times before.',
        ].join('\n\n'),
      },
      {
        type: 'points',
        title: 'Questions to ask every moving company',
        points: [
          '<strong>Who will actually do the work?</strong> Ask whether the packers and drivers are the company’s own trained staff or day labour hired for the job.',
          '<strong>Will someone survey my home?</strong> A reliable quote depends on seeing your belongings, in person or by video call.',
          '<strong>What exactly is included?</strong> Packing materials, dismantling and reassembly of furniture, unpacking, mounting televisions and removing debris are not always part of the price.',
          '<strong>How are my belongings insured?</strong> Ask what cover is offered, what it excludes and how quickly damage must be reported.',
          '<strong>Who is my single point of contact?</strong> One named coordinator who knows your move from survey to delivery saves a great deal of repeated explanation.',
          '<strong>What happens if our dates change?</strong> Ask how much notice is needed to change or cancel, and whether fees apply.',
          '<strong>Can you show credentials and references?</strong> A trade licence, quality certifications and membership of recognised industry associations are signs of a company that expects to be checked.',
        ],
      },
      {
        type: 'text',
        title: 'Why the pre-move survey matters',
        description: [
          'A survey is where a good mover earns your trust. The surveyor walks through every room, or joins you on a video call, and notes the volume of your belongings, the items that need special care, and the access at both homes. A compound may require gate passes and fixed delivery times; an apartment tower on The Pearl or in Lusail may need a service-lift booking and a permit from building management. Marble table tops, large mirrors, artwork and pianos may need to be crated.',
          'The survey is also your chance to decide what not to move. Outgrown children’s furniture, old appliances and duplicate kitchenware cost money to pack and ship. Selling, donating or recycling them before the move reduces the volume, the price and the unpacking. A quote issued without a survey is an estimate at best, and estimates have a habit of growing on moving day.',
        ].join('\n\n'),
      },
      {
        type: 'table',
        caption: 'Comparing quotes side by side',
        headers: ['What to compare', 'What a good quote shows', 'Warning sign'],
        rows: [
          [
            'Volume',
            'A volume or inventory based on the survey',
            'A round figure with no inventory behind it',
          ],
          [
            'Scope',
            'Packing, materials, dismantling, reassembly and unpacking listed clearly',
            '“Full service” with no detail of what it means',
          ],
          [
            'Crew and vehicles',
            'Crew size, number of trucks and the expected duration',
            'No mention of who is coming or for how long',
          ],
          [
            'Insurance',
            'The cover offered, how values are declared and the claim period',
            'Vague assurances that everything is “covered”',
          ],
          [
            'Extra charges',
            'Stated costs for storage, crating, long carries or handyman work',
            'Charges that appear only on the day',
          ],
          [
            'Payment',
            'Clear terms and accepted payment methods',
            'A large cash deposit demanded up front',
          ],
        ],
      },
      {
        type: 'text',
        title: 'Schools and children',
        description: [
          'School places are often the hardest part of a family move to Doha. Popular international schools can have waiting lists for some year groups, so apply as soon as your move is confirmed. Schools usually ask for recent reports, a transfer certificate from the previous school and copies of passports and residence documents; for some grades, attested certificates may also be required. Check each school’s admissions requirements early, because attestation can take weeks.',
          'For the move itself, involve children in small, concrete ways. Let them pack a box of favourite things, label it themselves and carry it in the car rather than the truck. Set up their bedrooms first at the new home, so that the first night feels familiar even when the rest of the house is still full of boxes.',
        ].join('\n\n'),
      },
      {
        type: 'image',
        image: illustration(
          'pet-relocation',
          'Flat navy and gold illustration of a cat and a dog resting in ventilated travel crates with a vaccination record beside them',
        ),
      },
      {
        type: 'text',
        title: 'Pets need their own plan',
        description: [
          'For a local move, the kindest arrangement is often to keep pets with a friend or in a boarding facility on moving day, or at least in a quiet, closed room with water, away from open doors and busy crews. Move them last and settle them into one room at the new home before letting them explore.',
          'International pet moves need months, not weeks. Most countries require a microchip and a current rabies vaccination, and many also ask for blood tests, import permits and a veterinary health certificate. Vaccinations must be current at least 30 days before departure. Some airlines restrict animals in the hold during the hottest months or do not accept certain snub-nosed breeds, so confirm the rules with the airline and the destination’s authorities before you book anything.',
        ].join('\n\n'),
      },
      {
        type: 'points',
        title: 'Red flags that should make you walk away',
        points: [
          '<strong>A price given over the phone:</strong> without a survey, the company does not know what it is quoting for.',
          '<strong>A demand for a large cash deposit:</strong> established movers have clear payment terms and accept traceable payment methods.',
          '<strong>No written contract or inventory:</strong> if it is not written down, it is difficult to claim for later.',
          '<strong>Vague answers about insurance:</strong> you should be able to see what is covered, what is excluded and how to claim.',
          '<strong>No physical office or trade licence:</strong> a company you cannot visit or verify is one you may not be able to find if something goes wrong.',
          '<strong>Pressure to decide today:</strong> a reliable mover will give you time to compare quotes and ask questions.',
        ],
      },
      {
        type: 'text',
        title: 'Choosing with confidence',
        description: [
          'When you have two or three surveyed quotes in front of you, compare the detail rather than the bottom line. The right company will have listened to your family’s priorities, explained how it will deal with access, schools and pets, and given you one person to call when plans change.',
          `Since 2011, ${siteConfig.companyName} has moved families across Doha and to more than 120 countries with its own crews and a single coordinator for each move. If you are starting to plan, a free survey at home or by video is a good place to begin, whichever company you finally choose.`,
        ].join('\n\n'),
      },
    ],
  },
} satisfies BlogPost
