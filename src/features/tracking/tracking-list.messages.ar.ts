import { plural } from '@contract/plural'

import type * as en from './tracking-list.messages'

export const listCaption: typeof en.listCaption = (count) =>
  plural('ar', count, {
    one: 'رقم تتبّع واحد',
    two: 'رقما تتبّع',
    few: '# أرقام تتبّع',
    other: '# رقم تتبّع',
  })

export const latestStage: typeof en.latestStage = 'آخر مرحلة'

export const viewDetails: typeof en.viewDetails = 'عرض التفاصيل'
