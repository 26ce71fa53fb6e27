import { siteConfig } from '@/config/env'

import type * as en from './bare-page-chrome.messages'

export const barePageMessages: typeof en.barePageMessages = {
  homeLink: `${siteConfig.companyName}، الصفحة الرئيسية`,
  whatsappLink: 'واتساب (يُفتح في علامة تبويب جديدة)',
  usefulLinks: 'روابط مفيدة',
  services: 'خدماتنا',
  track: 'تتبّع شحنتك',
  quote: 'اطلب عرض سعر',
  contact: 'اتصل بنا',
}
