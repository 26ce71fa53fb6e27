import type { GalleryCategory } from '@/content/types'

export const gallerySectionMessages: {
  heading: string
  categories: string
  categoryNames: Record<GalleryCategory, string>
  open: (caption: string) => string
} = {
  heading: 'Photo gallery',
  categories: 'Gallery categories',
  categoryNames: {
    Movers: 'Movers',
    Logistics: 'Logistics',
    Warehousing: 'Warehousing',
    Team: 'Team',
  },
  open: (caption) => `Open full-size image: ${caption}`,
}
