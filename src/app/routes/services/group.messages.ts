export const enquire: string = 'Enquire Now'

export const contact: string = 'Contact Us'
