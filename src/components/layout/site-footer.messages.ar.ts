import { siteConfig } from '@/config/env'

import type * as en from './site-footer.messages'

export const siteFooterMessages: typeof en.siteFooterMessages = {
  about:
    'شركة نقل وخدمات لوجستية حاصلة على شهادات ISO في الدوحة منذ 2011: نقل المنازل والمكاتب، والانتقال الدولي، والتخزين، والشحن في قطر والإمارات ودول الخليج.',
  socialMedia: 'وسائل التواصل الاجتماعي',
  socialLink: (network) => `${siteConfig.companyName} على ${network} (يُفتح في علامة تبويب جديدة)`,
  footerNavigation: 'روابط الموقع',
  explore: 'تصفّح الموقع',
  quickLinks: 'روابط سريعة',
  terms: 'الشروط والأحكام',
  privacy: 'سياسة الخصوصية',
  gallery: 'معرض الصور',
  getInTouch: 'تواصل معنا',
  whereWeMove: 'وجهاتنا',
  copyright: (year) => `© ${year} ${siteConfig.companyName}. جميع الحقوق محفوظة.`,
}
