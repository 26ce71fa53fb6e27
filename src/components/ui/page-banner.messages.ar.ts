import type * as en from './page-banner.messages'

export const home: typeof en.home = 'الرئيسية'

export const breadcrumb: typeof en.breadcrumb = 'مسار التنقل'

export const byAuthor: typeof en.byAuthor = (author) => `بقلم ${author}`

export const share: typeof en.share = 'مشاركة'

export const shareUnsupported: typeof en.shareUnsupported = 'المشاركة غير مدعومة في هذا المتصفح.'
