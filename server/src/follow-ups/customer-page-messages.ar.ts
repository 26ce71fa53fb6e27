import type * as en from './customer-page-messages.ts'

/** The Arabic twin of `customer-page-messages.ts`. */

export const notFoundTitle: typeof en.notFoundTitle = 'هذا الرابط لا يفتح أي صفحة'

export const notFoundText: typeof en.notFoundText =
  'ربما نُسخ الرابط ناقصًا. اطلب من منسّق النقل أن يرسله إليك مجددًا.'
