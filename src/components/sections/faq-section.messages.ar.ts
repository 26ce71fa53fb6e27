import type * as en from './faq-section.messages'

export const faqSectionMessages: typeof en.faqSectionMessages = {
  eyebrow: 'الأسئلة الشائعة',
}
