export const recentPostsMessages = {
  heading: 'Recent Posts',
}
