import type * as en from './process-section.messages'

export const processSectionMessages: typeof en.processSectionMessages = {
  eyebrow: 'كيف نعمل',
}
