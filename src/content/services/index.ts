import type { Service } from '../types'

import { airFreight } from './air-freight'
import { commercialStorage } from './commercial-storage'
import { eventExhibitionRelocation } from './event-exhibition-relocation'
import { furnitureInstallation } from './furniture-installation'
import { houseMoving } from './house-moving'
import { insuranceCoverage } from './insurance-coverage'
import { internationalRelocation } from './international-relocation'
import { landFreight } from './land-freight'
import { officeRelocation } from './office-relocation'
import { petRelocation } from './pet-relocation'
import { seaFreight } from './sea-freight'
import { vehicleImportExport } from './vehicle-import-export'
import { warehouseRelocation } from './warehouse-relocation'

/** SPEC 2.5 / 3.4: the catalogue in id order (0–12). */
export const services: Service[] = [
  internationalRelocation,
  houseMoving,
  officeRelocation,
  commercialStorage,
  insuranceCoverage,
  airFreight,
  seaFreight,
  landFreight,
  petRelocation,
  vehicleImportExport,
  furnitureInstallation,
  eventExhibitionRelocation,
  warehouseRelocation,
]
