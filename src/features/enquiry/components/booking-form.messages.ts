export const failure: string = 'Enquiry submission failed. Please try again.'

export const form: string = 'Booking enquiry'

export const close: string = 'Close booking form'

export const fullName: string = 'Full Name'

export const namePlaceholder: string = 'Your full name'

export const nameHint: string =
  'Start with your name: the rest of your free quote opens from there.'

export const phone: string = 'Phone Number'

export const serviceType: string = 'Service Type'

export const servicePlaceholder: string = 'Select a service'

export const email: string = 'Email'

export const message: string = 'Message'

export const messagePlaceholder: string = 'Moving from, moving to and your preferred dates'

export const submitting: string = 'Submitting'

export const submit: string = 'Get a quote'
