export const postTeaserMessages = {
  readMore: 'Read More',
}
