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

export const moveLegsHeading: typeof en.moveLegsHeading = 'الشحنات الأخرى في عملية النقل نفسها'

export const moveLegsIntro: typeof en.moveLegsIntro =
  'هذه الشحنة جزء من عملية نقل واحدة. تنتقل الشحنات الأخرى فيها بأرقام تتبّع خاصة بها.'

export const trackAllLegs: typeof en.trackAllLegs = 'تتبّع كل الشحنات'

export const noStageYet: typeof en.noStageYet = 'لم تبلغ أي مرحلة بعد'
