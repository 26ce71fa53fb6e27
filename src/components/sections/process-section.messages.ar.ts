import type * as en from './process-section.messages'

export const eyebrow: typeof en.eyebrow = 'كيف نعمل'
