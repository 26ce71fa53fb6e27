import type * as en from './image-cards-section.messages'

export const imageCardsMessages: typeof en.imageCardsMessages = {
  eyebrow: 'خدمات متخصصة',
}
