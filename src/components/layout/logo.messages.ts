export const home: string = ', home'

/** The company's name as this language says it: the wordmark's own words. */
export const name = (wordmark: string): string => wordmark
