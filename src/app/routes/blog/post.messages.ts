export const breadcrumb: string = 'Blog'

export const cta: string =
  'Planning a move of your own? Tell us about it and get a free, itemised quote.'

export const reachOut: string = 'Reach Out To Us'
