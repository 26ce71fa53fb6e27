import { siteConfig } from '@/config/env'

import type { ServiceType } from '@contract/enquiry'

export const serviceTypeOptions: { value: ServiceType; label: string }[] = [
  { value: 'localMove', label: 'Local Move' },
  { value: 'internationalMove', label: 'International Move' },
  { value: 'carExport', label: 'Car Import and Export' },
  { value: 'storageServices', label: 'Storage Services' },
  { value: 'logistics', label: `${siteConfig.companyName} Logistics` },
]
