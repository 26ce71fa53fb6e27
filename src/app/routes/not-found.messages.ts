export const title: string = 'Page not found'

export const description: string =
  'The page you were looking for could not be found. Return to the home page to plan your move.'

export const eyebrow: string = 'PAGE ERROR'

export const heading: string = 'Page not found'

export const text: string = "We're sorry, something is not working here!"

export const home: string = 'Go Home'
