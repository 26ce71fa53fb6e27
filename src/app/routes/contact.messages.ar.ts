import type * as en from './contact.messages'

export const title: typeof en.title = 'اتصل بنا: شركة نقل في الدوحة، قطر'

export const description: typeof en.description =
  'اتصل بنا أو راسلنا بالبريد الإلكتروني أو زُر مكتبنا على طريق سلوى في الدوحة لتحصل على معاينة وعرض سعر مجانيين. يرد منسّقونا على كل استفسار خلال يوم عمل واحد.'

export const keywords: typeof en.keywords =
  'التواصل مع شركة نقل في الدوحة، عرض سعر نقل أثاث قطر، رقم شركة نقل عفش قطر، شركة انتقال في قطر'

export const bannerTitle: typeof en.bannerTitle = 'تواصل'

export const bannerHighlight: typeof en.bannerHighlight = 'معنا'

export const bannerImage: typeof en.bannerImage = 'خريطة عليها مسار منقّط ودبابيس تحدد المواقع'

export const breadcrumb: typeof en.breadcrumb = 'اتصل بنا'

export const visit: typeof en.visit = 'زُرنا'

export const write: typeof en.write = 'راسلنا'

export const call: typeof en.call = 'اتصل بنا'

export const map: typeof en.map = (street, area, city) =>
  `خريطة توضّح موقع مكتبنا في ${street}، ${area}، ${city}`

export const openMap: typeof en.openMap = 'افتح الموقع في خرائط Google'

export const newTab: typeof en.newTab = ' (يُفتح في علامة تبويب جديدة)'
