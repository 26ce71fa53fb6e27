import type * as en from './article-disclosure.messages'

export const articleDisclosureMessages: typeof en.articleDisclosureMessages = {
  contents: 'في هذا الدليل',
}
