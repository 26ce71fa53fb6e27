export const title: string = 'Gallery: Our Movers, Fleet and Warehouse'

export const description: string =
  'See our moving crews, freight operations, climate-controlled warehouse and team at work across Doha and the Gulf.'

export const keywords: string =
  'movers gallery Qatar, moving crew Doha, warehouse Qatar, logistics photos'

export const bannerTitle: string = 'Our'

export const bannerHighlight: string = 'Gallery'

export const bannerText: string =
  'Crews, trucks, containers and the warehouse: a look at how your move is handled.'

export const bannerImage: string = 'A moving crew in uniform standing beside their truck'

export const breadcrumb: string = 'Gallery'
