import type * as en from './group.messages'

export const enquire: typeof en.enquire = 'استفسر الآن'

export const contact: typeof en.contact = 'تواصل معنا'
