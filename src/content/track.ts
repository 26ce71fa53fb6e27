import { siteConfig } from '@/config/env'

import type { Faq } from './types'

export const trackIntro = {
  heading: 'Where is my shipment?',
  paragraphs: [
    'Every move and freight job gets a tracking number on its confirmation e-mail. Enter it above to see the cargo details we hold for you and each status update, from collection and packing to customs clearance, departure, arrival and delivery.',
    `Updates are added by your coordinator as each milestone is reached, usually within a few hours. If something looks wrong or you cannot find your number, call ${siteConfig.primaryPhone} or write to ${siteConfig.email} and quote your name and moving date.`,
  ],
}

/** Three questions; the tracking number is 10 characters, 4 letters then 6 digits. */
export const trackFaqs = [
  {
    question: 'What does a tracking number look like?',
    answer:
      'Your tracking number has 10 characters: 4 letters followed by 6 digits, for example ABCD123456. You will find it on your move confirmation and on every invoice. Letters can be typed in capitals or lower case.',
  },
  {
    question: 'Why can’t I find my shipment?',
    answer:
      'Check that you typed all 10 characters, with the letter O and the digit 0 in the right places. New jobs appear once the shipment has been collected; if your goods were packed today, try again tomorrow or ask your coordinator.',
  },
  {
    question: 'How often are status updates added?',
    answer:
      'We add an update at every milestone: collection, export packing, customs clearance, departure, transhipment, arrival, import clearance and delivery. Sea shipments can go a week or two between updates while at sea; that is normal.',
  },
  {
    question: 'Why are some details hidden?',
    answer:
      'Anyone who has a tracking number can see where the shipment is, so we show the shipment itself in full but only part of the personal details: initials instead of names, the last 2 digits of the contact number, the first letter of the e-mail and the city and country instead of the address. To see everything, choose “Show full details” and enter the last 4 digits of the contact number we have on file. After 5 wrong tries the details stay hidden for an hour, which stops anyone guessing them.',
  },
  {
    question: 'Can you tell me by e-mail or WhatsApp when my shipment moves?',
    answer:
      'Yes. After “Show full details”, go to “Get an update at each milestone”. For e-mail, enter your address: we first send a link to confirm it and send nothing else until you open it. For WhatsApp, tick “Send me updates on WhatsApp”: the messages go to the contact number we have on file for the shipment, from our official WhatsApp Business account. Either way you hear from us when the shipment is collected, departs, arrives, clears customs and is delivered. Every e-mail has a one-click unsubscribe link, and replying STOP on WhatsApp ends the messages at once.',
  },
] satisfies Faq[]
