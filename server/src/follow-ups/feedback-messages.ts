/**
 * The words of "How did we do?" (/feedback/:token), in English. The Arabic page reads the twin,
 * `feedback-messages.ar.ts`, whose exports match these. Names come in as arguments, already
 * isolated for the language's direction.
 */

export const title: string = 'How did we do?'

export const intro = (company: string): string =>
  `Thank you for moving with ${company}. Tell us how it went: it takes a minute.`

export const ratingLegend: string = 'Your rating'

/** Each rating's words, from 1 to 5 stars. */
export const ratings: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '1 star: very poor',
  2: '2 stars: poor',
  3: '3 stars: fair',
  4: '4 stars: good',
  5: '5 stars: excellent',
}

export const commentLabel: string = 'Anything you would like to tell us? (optional)'

export const commentHint: string = 'At most 2,000 characters.'

export const send: string = 'Send my rating'

export const ratingNeeded: string = 'Choose from 1 to 5 stars.'

export const commentTooLong: string =
  'Your comment is longer than 2,000 characters: please shorten it.'

export const tooMany: string =
  'You have sent several ratings in the last hour. Please try again later.'

export const googleButton: string = 'Review us on Google'

export const googleOffer: string = 'You can also leave a public review on Google.'

export const thanksTitle: string = 'Thank you for your rating'

export const happyText: string =
  'We are glad your move went well. Would you share it on Google? It helps the next family choose their movers.'

export const sorry: string = 'We are sorry your move fell short of what you expected.'

/** Who calls the customer back: the lead's owner by name, or a manager. */
export const whoCalls = (name: string | null): string =>
  name
    ? `${name} from our team has your comment and will call you to put things right.`
    : 'A manager from our team has your comment and will call you to put things right.'

export const googleAfterLow: string =
  'If you would also like to review us publicly, you can on Google.'
