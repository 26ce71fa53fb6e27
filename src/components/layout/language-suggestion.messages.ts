// The suggestion speaks to Arabic readers on the English pages, so its words are Arabic in both
// builds (the Arabic pages never show it).
export const label: string = 'اقتراح اللغة'

export const available: string = 'هذه الصفحة متوفرة باللغة العربية.'

export const switchLanguage: string = 'اقرأها بالعربية'

export const dismiss: string = 'إغلاق الاقتراح والبقاء على الإنجليزية'
