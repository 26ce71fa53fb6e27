export const thankYouMessages = {
  title: 'Thank you',
  description:
    'Thank you for contacting us. A move coordinator will call you back shortly with the next steps.',
  heading: 'Thanks for submitting!',
  sent: 'Your message has been sent!',
  referenceBefore: 'Your reference number is',
  referenceAfter: '. Please quote it when we call.',
  next: 'A move coordinator will contact you shortly, usually within one working day, to talk through your dates and arrange a free survey.',
  home: 'Go Home',
}
