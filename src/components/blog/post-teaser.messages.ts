export const readMore: string = 'Read More'
