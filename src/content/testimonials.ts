import { avatar } from './images'
import type { Testimonial } from './types'

/** Five reviews, all rated five stars. */
export const testimonials = [
  {
    id: 'mariam-doha',
    person: avatar(2, 'Portrait of Mariam Al-Sulaiti'),
    title: 'Mariam Al-Sulaiti',
    role: 'Doha',
    description:
      'We moved a five-bedroom villa from Al Waab to Lusail in one day. The surveyor’s estimate was spot on, the crew wrapped every piece of furniture and reassembled the beds before dinner. Not a single scratch, and they took all the boxes away.',
    stars: 5,
    date: '14 March 2025',
  },
  {
    id: 'james-pearl',
    person: avatar(1, 'Portrait of James Whitfield'),
    title: 'James Whitfield',
    role: 'The Pearl',
    description:
      'Our shipment to Manchester arrived exactly when our coordinator said it would. She handled the customs paperwork on both ends and sent updates every few days. Packing took one day and the inventory made the insurance form painless.',
    stars: 5,
    date: '02 February 2025',
  },
  {
    id: 'abdullah-rayyan',
    person: avatar(3, 'Portrait of Abdullah Al-Marri'),
    title: 'Abdullah Al-Marri',
    role: 'Al Rayyan',
    description:
      'They relocated our office of forty staff over a weekend. IT equipment was crated and labelled by desk, and on Sunday morning everyone sat down at a working computer. Clear plan, fixed price, no surprises.',
    stars: 5,
    date: '18 November 2024',
  },
  {
    id: 'priya-wakrah',
    person: avatar(4, 'Portrait of Priya Nair'),
    title: 'Priya Nair',
    role: 'Al Wakrah',
    description:
      'Moving to Kochi with two cats felt overwhelming. The team organised the vet certificates, the import permit and the airline crates, and our cats landed calm and healthy a day before us. I cannot recommend them enough.',
    stars: 5,
    date: '27 September 2024',
  },
  {
    id: 'daniel-lusail',
    person: avatar(5, 'Portrait of Daniel Okafor'),
    title: 'Daniel Okafor',
    role: 'Lusail',
    description:
      'We kept our furniture in their climate-controlled storage for eight months between contracts. Everything came out exactly as it went in, with no musty smell, and they delivered it to our new flat at a day’s notice.',
    stars: 5,
    date: '09 July 2024',
  },
] satisfies Testimonial[]
