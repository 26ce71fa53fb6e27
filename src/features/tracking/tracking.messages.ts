export const notFound: string = 'No job found with this tracking number.'

export const failed: string = 'Failed to fetch tracking details. Please try again.'

export const label: string = 'Tracking number'

export const placeholder: string = 'Enter your 10-character tracking number'

export const formatHint: string =
  'Tracking numbers usually have 4 letters and 6 digits, like ABCD123456. We searched for exactly what you entered.'

export const track: string = 'Track'

export const lookingUp = (trackingId: string) => `Looking up ${trackingId}…`
