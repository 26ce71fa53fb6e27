import { readArabicSiteEnv } from '@/config/site-env'

import type * as en from './company'

const arabic = readArabicSiteEnv(import.meta.env as unknown as Record<string, string | undefined>)

export const companyName: typeof en.companyName = arabic.companyName

export const address: typeof en.address = arabic.address

export const comma: typeof en.comma = '، '
