import type * as en from './service-card.messages'

export const serviceCardMessages: typeof en.serviceCardMessages = {
  details: (service) => `عرض تفاصيل ${service}`,
}
