export const legalDocumentMessages = {
  contents: 'Contents',
  effectiveDate: (date: string) => `Effective date: ${date}`,
}
