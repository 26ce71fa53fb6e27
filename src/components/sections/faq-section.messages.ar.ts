import type * as en from './faq-section.messages'

export const eyebrow: typeof en.eyebrow = 'الأسئلة الشائعة'
