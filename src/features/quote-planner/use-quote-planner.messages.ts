export const failure: string = 'Your quote request could not be sent. Please try again.'
