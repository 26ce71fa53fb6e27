export const title: string = 'Thank you'

export const description: string =
  'Thank you for contacting us. A move coordinator will call you back shortly with the next steps.'

export const heading: string = 'Thanks for submitting!'

export const sent: string = 'Your message has been sent!'

export const referenceBefore: string = 'Your reference is'

export const referenceAfter: string = '. Please quote it when we call.'

export const promiseAnyTime: string =
  'A move coordinator will call you within one office hour while our office is open, otherwise the next morning.'

export const home: string = 'Go Home'
