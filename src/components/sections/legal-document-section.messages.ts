export const contents: string = 'Contents'

export const effectiveDate = (date: string) => `Effective date: ${date}`
