export const title: string = 'Track Your Cargo'

export const description: string =
  'Track your shipment with its 10-character tracking number: see collection, departure and arrival dates and every status update.'

export const keywords: string =
  'track shipment Qatar, cargo tracking Doha, moving shipment status, tracking number'

export const bannerTitle: string = 'Track Your'

export const bannerHighlight: string = 'Cargo'

export const bannerText: string =
  'Enter the tracking number from your move confirmation to see where your shipment is.'

export const bannerImage: string = 'A map with a dotted route from Doha to a destination port'

export const breadcrumb: string = 'Track'

export const formHeading: string = 'Find your shipment'

export const formIntro: string =
  'Your tracking number has 10 characters: 4 letters followed by 6 digits, for example ABCD123456.'

export const formIntroSeveral: string =
  'Tracking several shipments? Enter up to 10 numbers, separated by commas or spaces.'

export const faqTitle: string = 'Tracking questions'
