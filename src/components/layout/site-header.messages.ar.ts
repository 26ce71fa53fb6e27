import { siteConfig } from '@/config/env'

import type * as en from './site-header.messages'

export const siteHeaderMessages: typeof en.siteHeaderMessages = {
  homeLink: `${siteConfig.companyName}، الصفحة الرئيسية`,
  mainNavigation: 'القائمة الرئيسية',
  mobileNavigation: 'قائمة الجوال',
  phoneIntro: 'تحدّث مع منسّق النقل',
  getQuote: 'اطلب عرض سعر',
  talkToUs: 'تواصل معنا',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
}
