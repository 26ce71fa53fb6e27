export const processSectionMessages = {
  eyebrow: 'How it works',
}
