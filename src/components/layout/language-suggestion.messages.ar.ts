import type * as en from './language-suggestion.messages'

export const label: typeof en.label = 'اقتراح اللغة'

export const available: typeof en.available = 'هذه الصفحة متوفرة باللغة العربية.'

export const switchLanguage: typeof en.switchLanguage = 'اقرأها بالعربية'

export const dismiss: typeof en.dismiss = 'إغلاق الاقتراح والبقاء على الإنجليزية'
