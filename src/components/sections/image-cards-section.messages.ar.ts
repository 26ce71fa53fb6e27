import type * as en from './image-cards-section.messages'

export const eyebrow: typeof en.eyebrow = 'خدمات متخصصة'
