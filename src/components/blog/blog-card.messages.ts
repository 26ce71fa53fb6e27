export const blogCardMessages = {
  readMore: 'Read more',
}
