import type * as en from './pagination.messages'

export const paginationMessages: typeof en.paginationMessages = {
  previous: 'السابق',
  next: 'التالي',
  page: (page) => `الصفحة ${page}`,
}
