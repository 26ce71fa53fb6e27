import type * as en from './service-card.messages'

export const details: typeof en.details = (service) => `عرض تفاصيل ${service}`
