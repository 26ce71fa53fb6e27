import type { ImageRef } from './types'

/**
 * The drawn illustration library. Every file shares one art direction and a 1200×800 canvas,
 * so a real photo of the same ratio can replace any of them without layout shift.
 */
export type IllustrationName =
  | 'doha-skyline'
  | 'moving-truck'
  | 'packing-boxes'
  | 'house-move'
  | 'office-move'
  | 'international-globe'
  | 'air-freight'
  | 'sea-freight'
  | 'road-freight'
  | 'warehouse-storage'
  | 'household-storage'
  | 'insurance-shield'
  | 'pet-relocation'
  | 'vehicle-transport'
  | 'furniture-installation'
  | 'event-exhibition'
  | 'warehouse-relocation'
  | 'customs-documents'
  | 'moving-team'
  | 'climate-control'
  | 'crating'
  | 'map-route'
  | 'family-move'
  | 'checklist'

export const illustration = (name: IllustrationName, alt: string): ImageRef => ({
  src: `/images/illustrations/${name}.svg`,
  alt,
  width: 1200,
  height: 800,
})

export type DestinationArtName =
  | 'india'
  | 'jordan'
  | 'turkey'
  | 'israel'
  | 'thailand'
  | 'singapore'
  | 'malaysia'
  | 'australia'
  | 'brazil'
  | 'belgium'
  | 'barbados'
  | 'belarus'
  | 'japan'
  | 'mexico'
  | 'united-kingdom'
  | 'united-states'
  | 'canada'
  | 'philippines'
  | 'egypt'
  | 'pakistan'
  | 'bangladesh'
  | 'nepal'
  | 'sri-lanka'
  | 'lebanon'

export const destinationArt = (name: DestinationArtName, alt: string): ImageRef => ({
  src: `/images/destinations/${name}.svg`,
  alt,
  width: 1200,
  height: 800,
})

export const avatar = (n: 1 | 2 | 3 | 4 | 5, alt: string): ImageRef => ({
  src: `/images/avatars/avatar-${n}.svg`,
  alt,
  width: 160,
  height: 160,
})
