export const testimonialsMessages = {
  rating: (stars: number) => `Rated ${stars} out of 5`,
  readMore: 'Read more',
  showLess: 'Show less',
  whose: (name: string) => `of ${name}’s review`,
  carousel: 'Customer reviews',
  items: 'review',
}
