import type * as en from './destination.messages'

export const breadcrumb: typeof en.breadcrumb = (_slug, country) => `الانتقال بين قطر و${country}`

export const intro: typeof en.intro = (country) => `الانتقال بين قطر و${country}`

export const getQuote: typeof en.getQuote = (country) => `اطلب عرض سعر للانتقال إلى ${country}`

export const contact: typeof en.contact = 'تواصل معنا'

export const compare: typeof en.compare = 'قارن بوجهات أخرى'
