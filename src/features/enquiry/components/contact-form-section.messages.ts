export const heading: string = 'Reach Out to Us'

export const intro: string =
  'Tell us what you are moving and where to. A coordinator replies within one working day with a free, itemised quote and, if you wish, a video or home survey.'

export const eyebrow: string = 'Free quote'
export const daysAndHours = (days: string, hours: string): string => `${days}, ${hours}`
