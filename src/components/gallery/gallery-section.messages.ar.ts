import type * as en from './gallery-section.messages'

export const gallerySectionMessages: typeof en.gallerySectionMessages = {
  heading: 'معرض الصور',
  categories: 'فئات المعرض',
  categoryNames: {
    Movers: 'النقل',
    Logistics: 'الخدمات اللوجستية',
    Warehousing: 'التخزين',
    Team: 'فريقنا',
  },
  open: (caption) => `عرض الصورة بالحجم الكامل: ${caption}`,
}
