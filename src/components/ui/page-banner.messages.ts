export const pageBannerMessages = {
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  byAuthor: (author: string) => `By ${author}`,
  share: 'Share',
  shareUnsupported: 'Sharing is not supported on this browser.',
}
