import type { ServiceSlug } from '@/config/paths'

import type { LazyEntry, Service } from '../types'

/**
 * One chunk per service: a service page downloads its own article, not all thirteen. `source`
 * lets prerendering preload that chunk with the page (the build fails if it names no chunk).
 */
export const serviceChunks: Record<ServiceSlug, LazyEntry<Service>> = {
  'international-relocation-companies-qatar': {
    load: () =>
      import('./international-relocation').then((module) => module.internationalRelocation),
    source: 'src/content/services/international-relocation.ts',
  },
  'house-moving-companies-qatar': {
    load: () => import('./house-moving').then((module) => module.houseMoving),
    source: 'src/content/services/house-moving.ts',
  },
  'office-relocation-companies-qatar': {
    load: () => import('./office-relocation').then((module) => module.officeRelocation),
    source: 'src/content/services/office-relocation.ts',
  },
  'storage-warehousing-services-qatar': {
    load: () => import('./commercial-storage').then((module) => module.commercialStorage),
    source: 'src/content/services/commercial-storage.ts',
  },
  'insurance-companies-qatar': {
    load: () => import('./insurance-coverage').then((module) => module.insuranceCoverage),
    source: 'src/content/services/insurance-coverage.ts',
  },
  'freight-forwarding-companies-qatar': {
    load: () => import('./air-freight').then((module) => module.airFreight),
    source: 'src/content/services/air-freight.ts',
  },
  'sea-freight-companies-qatar': {
    load: () => import('./sea-freight').then((module) => module.seaFreight),
    source: 'src/content/services/sea-freight.ts',
  },
  'road-freight-companies-qatar': {
    load: () => import('./land-freight').then((module) => module.landFreight),
    source: 'src/content/services/land-freight.ts',
  },
  'pet-relocation-services-qatar': {
    load: () => import('./pet-relocation').then((module) => module.petRelocation),
    source: 'src/content/services/pet-relocation.ts',
  },
  'vehicle-moving-services-qatar': {
    load: () => import('./vehicle-import-export').then((module) => module.vehicleImportExport),
    source: 'src/content/services/vehicle-import-export.ts',
  },
  'furniture-installation-service-qatar': {
    load: () => import('./furniture-installation').then((module) => module.furnitureInstallation),
    source: 'src/content/services/furniture-installation.ts',
  },
  'event-exhibition-relocation-services-qatar': {
    load: () =>
      import('./event-exhibition-relocation').then((module) => module.eventExhibitionRelocation),
    source: 'src/content/services/event-exhibition-relocation.ts',
  },
  'warehouse-services-qatar': {
    load: () => import('./warehouse-relocation').then((module) => module.warehouseRelocation),
    source: 'src/content/services/warehouse-relocation.ts',
  },
}
