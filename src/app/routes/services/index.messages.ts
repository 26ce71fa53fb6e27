import { siteConfig } from '@/config/env'

export const title: string = 'Moving, Storage and Freight Services in Qatar'

export const description = (count: number) =>
  `All ${count} services of ${siteConfig.companyName}: house, office and international moves, pets, vehicles, storage, and air, sea and land freight from Doha.`

export const keywords: string =
  'moving services Qatar, relocation services Doha, storage Qatar, freight forwarding Qatar, pet relocation Qatar, vehicle shipping Qatar'

export const bannerTitle: string = 'Service'

export const bannerText: string =
  'Thirteen services, one coordinator: whatever you are moving, from a studio flat to a warehouse of stock, we plan it, pack it, ship it and set it up again.'

export const bannerImage: string = 'Taped moving cartons stacked beside a roll of packing tape'

export const breadcrumb: string = 'Service'

export const enquire: string = 'Enquire Now'
