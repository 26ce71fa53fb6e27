import type * as en from './pagination.messages'

export const previous: typeof en.previous = 'السابق'

export const next: typeof en.next = 'التالي'

export const page: typeof en.page = (page) => `الصفحة ${page}`
