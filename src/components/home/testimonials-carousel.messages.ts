export const rating = (stars: number) => `Rated ${stars} out of 5`

export const readMore: string = 'Read more'

export const showLess: string = 'Show less'

export const whose = (name: string) => `of ${name}’s review`

export const carousel: string = 'Customer reviews'

export const items: string = 'review'
