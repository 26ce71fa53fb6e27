export const heading: string = 'Recent Posts'
