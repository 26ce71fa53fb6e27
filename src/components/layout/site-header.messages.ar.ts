import type * as en from './site-header.messages'

export const mainNavigation: typeof en.mainNavigation = 'القائمة الرئيسية'

export const mobileNavigation: typeof en.mobileNavigation = 'قائمة الجوال'

export const phoneIntro: typeof en.phoneIntro = 'تحدّث مع منسّق النقل'

export const getQuote: typeof en.getQuote = 'اطلب عرض سعر'

export const talkToUs: typeof en.talkToUs = 'تواصل معنا'

export const openMenu: typeof en.openMenu = 'فتح القائمة'

export const closeMenu: typeof en.closeMenu = 'إغلاق القائمة'
