import type { GalleryCategory } from '@/content/types'

export const heading: string = 'Photo gallery'

export const categories: string = 'Gallery categories'

export const categoryNames: Record<GalleryCategory, string> = {
  Movers: 'Movers',
  Logistics: 'Logistics',
  Warehousing: 'Warehousing',
  Team: 'Team',
}

export const open = (caption: string) => `Open full-size image: ${caption}`
