import type * as en from './gallery-section.messages'

export const heading: typeof en.heading = 'معرض الصور'

export const categories: typeof en.categories = 'فئات المعرض'

export const categoryNames: typeof en.categoryNames = {
  Movers: 'النقل',
  Logistics: 'الخدمات اللوجستية',
  Warehousing: 'التخزين',
  Team: 'فريقنا',
}

export const open: typeof en.open = (caption) => `عرض الصورة بالحجم الكامل: ${caption}`
