export const previous: string = 'Prev'

export const next: string = 'Next'

export const page = (page: number) => `Page ${page}`
