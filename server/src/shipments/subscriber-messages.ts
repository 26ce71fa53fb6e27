/**
 * The words a subscriber reads, in English: the e-mails about a shipment's milestones and the
 * pages their links open. A subscription made in Arabic reads the twin, `subscriber-messages.ar.ts`
 * (chosen by `subscriberMessages`), whose exports match these. Values such as tracking numbers
 * come in as arguments, already isolated left to right where the language needs it, so each
 * language orders its sentence its own way.
 */

/** A date and a time as the e-mails write them: '03/04/2025 at 08:15 (Doha time)'. */
export const moment = (isoDate: string, time: string | null): string => {
  const date = isoDate.slice(0, 10).split('-').reverse().join('/')
  return time ? `${date} at ${time.slice(0, 5)} (Doha time)` : date
}

export const confirmSubject = (trackingId: string): string =>
  `Confirm e-mails about shipment ${trackingId}`

export const confirmAsk = (trackingId: string): string =>
  `Please confirm that you want an e-mail each time shipment ${trackingId} reaches a milestone, ` +
  'such as departed, arrived or delivered.'

export const confirmAskMove = (trackingId: string): string =>
  `Please confirm that you want an e-mail each time shipment ${trackingId} or another leg of its ` +
  'move reaches a milestone, such as departed, arrived or delivered.'

export const confirmUntil: string =
  'Nothing more will be sent until you confirm: open this link to start the e-mails.'

export const confirmLink: string = 'Confirm milestone e-mails'

export const confirmValidity = (days: number): string =>
  `The link works for ${days} days. If you did not ask for these e-mails, ignore this one: ` +
  'nothing more will be sent.'

export const milestoneSubject = (trackingId: string, milestone: string): string =>
  `Shipment ${trackingId}: ${milestone}`

export const milestoneReached = (trackingId: string, milestone: string, when: string): string =>
  `Shipment ${trackingId} has reached a milestone: ${milestone}, on ${when}.`

export const trackIt: string = 'Track it'

export const whyThisShipment: string =
  'You get this e-mail because you asked for milestone e-mails about this shipment.'

export const whyThisMove: string =
  'You get this e-mail because you asked for milestone e-mails about every leg of this move.'

export const unsubscribeLink: string = 'Unsubscribe'

/** The pages a subscriber's links open, worded for people who came from an e-mail. */
export const pages = {
  badConfirm: {
    title: 'This link does not work',
    body: (days: number) =>
      `Confirmation links work once, for ${days} days. To get milestone e-mails, ` +
      'ask for them again from your tracking result.',
  },
  badUnsubscribe: {
    title: 'This link does not work',
    body: 'Check that the whole link from the e-mail was opened.',
  },
  unsubscribe: {
    title: 'Stop milestone e-mails?',
    body: (trackingId: string) =>
      `You will get no more e-mails when shipment ${trackingId} reaches a milestone.`,
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    body: (trackingId: string) => `We will send no more e-mails about shipment ${trackingId}.`,
  },
  track: 'Track a shipment',
}
