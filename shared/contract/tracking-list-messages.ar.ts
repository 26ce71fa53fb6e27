import type * as en from './tracking-list-messages.ts'

export const trackingListMessages: typeof en.trackingListMessages = {
  tooMany: 'يرجى إدخال 10 أرقام تتبّع على الأكثر في المرة الواحدة.',
}
