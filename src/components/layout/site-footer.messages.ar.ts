import { companyName } from '@/config/company'

import type * as en from './site-footer.messages'

export const about: typeof en.about =
  'شركة نقل وخدمات لوجستية حاصلة على شهادات ISO في الدوحة منذ 2011: نقل المنازل والمكاتب، والانتقال الدولي، والتخزين، والشحن في قطر والإمارات ودول الخليج.'

export const socialMedia: typeof en.socialMedia = 'وسائل التواصل الاجتماعي'

export const socialLink: typeof en.socialLink = (network) =>
  `${companyName} على ${network} (يُفتح في علامة تبويب جديدة)`

export const footerNavigation: typeof en.footerNavigation = 'روابط الموقع'

export const explore: typeof en.explore = 'تصفّح الموقع'

export const quickLinks: typeof en.quickLinks = 'روابط سريعة'

export const terms: typeof en.terms = 'الشروط والأحكام'

export const privacy: typeof en.privacy = 'سياسة الخصوصية'

export const gallery: typeof en.gallery = 'معرض الصور'

export const getInTouch: typeof en.getInTouch = 'تواصل معنا'

export const whereWeMove: typeof en.whereWeMove = 'وجهاتنا'

export const copyright: typeof en.copyright = (year) =>
  `© ${year} ${companyName}. جميع الحقوق محفوظة.`
