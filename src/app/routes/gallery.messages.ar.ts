import type * as en from './gallery.messages'

export const title: typeof en.title = 'معرض الصور: فرق النقل والأسطول والمستودع'

export const description: typeof en.description =
  'شاهد فرق النقل لدينا وعمليات الشحن ومستودعنا المكيّف وفريقنا أثناء العمل في الدوحة ودول الخليج.'

export const keywords: typeof en.keywords =
  'صور شركة نقل في قطر، فريق نقل أثاث الدوحة، مستودع تخزين قطر، صور الخدمات اللوجستية'

export const bannerTitle: typeof en.bannerTitle = 'معرض'

export const bannerHighlight: typeof en.bannerHighlight = 'الصور'

export const bannerText: typeof en.bannerText =
  'فرق العمل والشاحنات والحاويات والمستودع: نظرة عن قرب على كيفية تنفيذ انتقالك.'

export const bannerImage: typeof en.bannerImage = 'فريق نقل بزيّ موحّد يقف بجوار شاحنته'

export const breadcrumb: typeof en.breadcrumb = 'معرض الصور'
