export const readMore: string = 'Read more'
