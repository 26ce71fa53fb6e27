export const imageCardsMessages = {
  eyebrow: 'Specialised services',
}
