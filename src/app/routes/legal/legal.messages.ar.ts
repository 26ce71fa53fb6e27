import { arabicDayMonthYear } from '@/lib/arabic-dates'

import type * as en from './legal.messages'

export const effectiveFrom: typeof en.effectiveFrom = (date) =>
  `يسري اعتبارًا من ${arabicDayMonthYear(date)}.`

export const bannerImage: typeof en.bannerImage = 'مستندات موقّعة وختم الشركة على مكتب'

export const privacy: typeof en.privacy = 'سياسة الخصوصية'

export const terms: typeof en.terms = 'الشروط والأحكام'
