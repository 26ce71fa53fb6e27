import { siteConfig } from '@/config/env'

/** SPEC 3.2: the five service types an enquiry can name. */
export const serviceTypeValues = [
  'localMove',
  'internationalMove',
  'carExport',
  'storageServices',
  'logistics',
] as const
export type ServiceType = (typeof serviceTypeValues)[number]

export const serviceTypeOptions: { value: ServiceType; label: string }[] = [
  { value: 'localMove', label: 'Local Move' },
  { value: 'internationalMove', label: 'International Move' },
  { value: 'carExport', label: 'Car Import and Export' },
  { value: 'storageServices', label: 'Storage Services' },
  { value: 'logistics', label: `${siteConfig.companyName} Logistics` },
]
