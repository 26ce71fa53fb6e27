export const gallerySectionMessages = {
  heading: 'Photo gallery',
  categories: 'Gallery categories',
  open: (caption: string) => `Open full-size image: ${caption}`,
}
