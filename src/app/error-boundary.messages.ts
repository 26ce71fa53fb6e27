export const eyebrow: string = 'Something went wrong'

export const heading: string = 'We dropped this page, but never your belongings.'

export const text: string =
  'Something on this page failed to load. Please try again in a moment, or head back to the home page; your move coordinator is still one call away.'

export const home: string = 'Go Home'

export const retry: string = 'Try again'
