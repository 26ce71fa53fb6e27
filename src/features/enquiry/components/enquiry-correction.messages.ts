export const heading: string = 'Please check your enquiry'

export const intro: string =
  'Some details are missing or need a second look. Everything you typed is still here.'
