export const getQuote = (service: string) => `Get a quote for ${service}`

export const movingEyebrow: string = 'Moving service'

export const logisticsEyebrow: string = 'Logistics service'

export const whereWeMoveTitle: string = 'Where we move'

export const whereWeMoveSubtitle: string =
  'Country guides with customs rules, documents, pets, vehicles and door-to-door transit times.'

export const guide = (service: string) => `Read the full guide to ${service.toLowerCase()} in Qatar`

export const otherServices: string = 'Other Services'
