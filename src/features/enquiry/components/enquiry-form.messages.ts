export const failure: string = 'Form submission failed. Please try again.'

export const name: string = 'Name'

export const phone: string = 'Phone number'

export const email: string = 'Email'

export const serviceType: string = 'Service type'

export const servicePlaceholder: string = 'Select a service'

export const message: string = 'Message'

export const messagePlaceholder: string =
  'Moving from, moving to, preferred dates and anything we should know'

export const submitting: string = 'Submitting'

export const submit: string = 'Submit'
