import type * as en from './bare-page-chrome.messages'

export const whatsappLink: typeof en.whatsappLink = 'واتساب (يُفتح في علامة تبويب جديدة)'

export const usefulLinks: typeof en.usefulLinks = 'روابط مفيدة'

export const services: typeof en.services = 'خدماتنا'

export const track: typeof en.track = 'تتبّع شحنتك'

export const quote: typeof en.quote = 'اطلب عرض سعر'

export const contact: typeof en.contact = 'اتصل بنا'
