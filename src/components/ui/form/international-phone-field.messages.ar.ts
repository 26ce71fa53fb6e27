import type * as en from './international-phone-field.messages'

export const countryCode: typeof en.countryCode = 'رمز الدولة'

export const defaultCountry: typeof en.defaultCountry = 'قطر'
