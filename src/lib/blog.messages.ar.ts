import type * as en from './blog.messages'

/** Arabic month names with Latin digits, as Qatar writes dates: '14 يناير 2025'. */
export const dateLocale: typeof en.dateLocale = 'ar-QA-u-nu-latn'
