import { companyName } from '@/config/company'

import type * as en from './logo.messages'

export const home: typeof en.home = '، الصفحة الرئيسية'

/** The Arabic name from the settings (VITE_COMPANY_NAME_AR), whatever the wordmark shows. */
export const name: typeof en.name = (_wordmark) => companyName
