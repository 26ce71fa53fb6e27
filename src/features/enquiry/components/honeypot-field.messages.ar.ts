import type * as en from './honeypot-field.messages'

export const label: typeof en.label = 'الموقع الإلكتروني للشركة'
