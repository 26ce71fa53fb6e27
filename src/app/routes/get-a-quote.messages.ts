export const title: string = 'Get a Moving Quote in Qatar: Volume Estimate in Minutes'

export const description: string =
  'Plan your move step by step: from and to, date, rooms and items with a live volume estimate in m³, and the container that fits. Free survey and fixed quote.'

export const keywords: string =
  'moving quote Qatar, removal estimate Doha, moving volume calculator, container size calculator, international moving quote Qatar'

export const bannerTitle: string = 'Get a'

export const bannerHighlight: string = 'Quote'

export const bannerText: string =
  'Six short steps: tell us what, where, when and how much, and see an estimate of the volume and the container it needs.'

export const bannerImage: string = 'Neatly stacked, labelled moving boxes ready for a survey'

export const breadcrumb: string = 'Get a Quote'

export const planner: string = 'Quote planner'

export const nextHeading: string = 'What happens next'

export const readTitle: string = 'We read your plan'

export const readText: string =
  'A move coordinator checks your route, dates and volume, usually within one working day.'

export const surveyTitle: string = 'A free survey'

export const surveyText: string =
  'In person or by video call, we confirm the volume and note access, lifts and parking.'

export const quoteTitle: string = 'A fixed, itemised quote'

export const quoteText: string =
  'You get one price with packing, transport, customs and insurance options spelled out.'

export const talk: string = 'Rather talk it through?'

export const hours = (days: string, hours: string) =>
  `Our coordinators answer from ${days}, ${hours}.`

export const whatsapp: string = 'WhatsApp us'

export const newTab: string = ' (opens in a new tab)'
