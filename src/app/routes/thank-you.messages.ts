export const title: string = 'Thank you'

export const description: string =
  'Thank you for contacting us. A move coordinator will call you back shortly with the next steps.'

export const heading: string = 'Thanks for submitting!'

export const sent: string = 'Your message has been sent!'

export const referenceBefore: string = 'Your reference number is'

export const referenceAfter: string = '. Please quote it when we call.'

export const next: string =
  'A move coordinator will contact you shortly, usually within one working day, to talk through your dates and arrange a free survey.'

export const home: string = 'Go Home'
