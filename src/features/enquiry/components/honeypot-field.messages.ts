export const label: string = 'Company website'
