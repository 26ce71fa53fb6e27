import type * as en from './legal-document-section.messages'

export const legalDocumentMessages: typeof en.legalDocumentMessages = {
  contents: 'المحتويات',
  effectiveDate: (date) => `تاريخ السريان: ${date}`,
}
