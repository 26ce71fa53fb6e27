import type * as en from './article-disclosure.messages'

export const contents: typeof en.contents = 'في هذا الدليل'
