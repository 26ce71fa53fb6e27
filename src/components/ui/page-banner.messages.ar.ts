import type * as en from './page-banner.messages'

export const pageBannerMessages: typeof en.pageBannerMessages = {
  home: 'الرئيسية',
  breadcrumb: 'مسار التنقل',
  byAuthor: (author) => `بقلم ${author}`,
  share: 'مشاركة',
  shareUnsupported: 'المشاركة غير مدعومة في هذا المتصفح.',
}
