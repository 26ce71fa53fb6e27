import type * as en from './at-a-glance-section.messages'

export const title: typeof en.title = 'نظرة سريعة'

export const sea: typeof en.sea = 'بحرًا، من الباب إلى الباب'

export const air: typeof en.air = 'جوًا، من الباب إلى الباب'

export const customs: typeof en.customs = 'الإعفاء الجمركي'

export const documents: typeof en.documents = 'المستندات'

export const nextStep: typeof en.nextStep = 'الخطوة التالية'
