import type * as en from './linked-result.messages'

export const heading: typeof en.heading = 'تفاصيل التتبّع'
