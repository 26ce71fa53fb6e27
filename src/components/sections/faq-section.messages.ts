export const faqSectionMessages = {
  eyebrow: 'FAQ',
}
