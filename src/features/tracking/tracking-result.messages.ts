export const latestUpdate: string = 'Latest update'

export const journey: string = 'Journey'

/** Between a stage's name and its state, for screen readers: a comma in each language's script. */
export const stateSeparator: string = ', '

export const stateDone: string = 'done'

export const stateCurrent: string = 'current stage'

export const stateUpcoming: string = 'upcoming'

export const notRecorded: string = 'No date recorded'

export const estimatedArrival: string = 'Estimated arrival'

export const wasDueOn = (date: string) => `Was due on ${date}`

export const overdueNote: string =
  'The planned arrival date has passed. Our team will confirm the new date with you.'

export const deliveredOn = (date: string | null) => (date ? `Delivered on ${date}` : 'Delivered')

export const arrivalToBeConfirmed: string = 'Arrival date to be confirmed'

export const route: string = 'Route'

export const copyLink: string = 'Copy link'

export const linkCopied: string = 'Link copied. Anyone with it can follow this shipment.'

export const copyThisLink: string = 'Copy this link:'

export const share: string = 'Share'

export const shareTitle = (trackingId: string) => `Shipment ${trackingId}`

export const trackAnother: string = 'Track another number'

export const maskedNote: string =
  "Names, contact details and the address are partly hidden to protect the customer's privacy."

export const showFullDetails: string = 'Show full details'

export const last4Label: string = 'Last 4 digits of the contact number on file'

export const last4Hint: string =
  'The number the customer gave us when booking. After 5 wrong tries the details stay hidden for an hour.'

export const showDetails: string = 'Show details'

export const checking: string = 'Checking…'

export const cancel: string = 'Cancel'

export const revealed: string = 'Full details shown.'

export const subscribeHeading: string = 'Get an update at each milestone'

export const subscribeIntro: string =
  'We will write when the shipment is collected, departs, arrives, clears customs and is delivered.'

export const emailLabel: string = 'Email'

export const subscribe: string = 'Subscribe'

export const subscribing: string = 'Sending…'

export const confirmationSent = (email: string) =>
  `Check your inbox: we sent a confirmation link to ${email}. Nothing else is sent until you open it.`

export const requestFailed: string = 'Something went wrong. Please try again.'

export const subscriptionConfirmed: string =
  'Your subscription is confirmed: we will e-mail you at each milestone of this shipment.'

export const wholeMove: string = 'Also tell me about the other legs of this move'

export const whatsappHint = (last4: string) =>
  `To the contact number on this shipment, ending in ${last4}, from our official WhatsApp Business account. Reply STOP at any time.`

export const emailOptional: string = 'Leave it empty for WhatsApp alone.'

export const whatsappOn = (last4: string) =>
  `WhatsApp updates are on: each milestone goes to the number ending in ${last4}.`
