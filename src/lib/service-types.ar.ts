import { companyName } from '@/config/company'

import type * as en from './service-types'

export const serviceTypeOptions: typeof en.serviceTypeOptions = [
  { value: 'localMove', label: 'نقل محلي' },
  { value: 'internationalMove', label: 'انتقال دولي' },
  { value: 'carExport', label: 'استيراد السيارات وتصديرها' },
  { value: 'storageServices', label: 'خدمات التخزين' },
  { value: 'logistics', label: `${companyName} للخدمات اللوجستية` },
]
