/**
 * The words of the stop page (/follow-ups/stop/:token), in English. The Arabic page reads the
 * twin, `stop-messages.ar.ts`, whose exports match these. The company's name comes in as an
 * argument, in the page's language.
 */

export const title: string = 'Stop follow-ups'

export const intro = (company: string): string =>
  `${company} sends reminders before a quote expires and before moving day, and asks how your move went. Choose what stops: it takes effect at once.`

export const moveButton: string = 'Stop follow-ups for this move'

export const moveHint: string = 'No more reminders or review requests about this move.'

export const allButton = (company: string): string => `Stop everything from ${company}`

export const allHint: string =
  'No reminders or follow-ups about any move, now or later, to this e-mail address and number.'

export const stoppedMove: string = 'Done: you will get no more follow-ups for this move.'

export const stoppedAll = (company: string): string =>
  `Done: ${company} will send you no more follow-ups, for this move or any other.`

export const scopeNeeded: string = 'Choose one of the two buttons.'

export const otherMessages: string =
  'This stops reminders and follow-ups. Updates you asked for on a shipment’s progress stop from the link in those messages.'
