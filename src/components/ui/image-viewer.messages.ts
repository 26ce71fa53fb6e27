export const imageViewerMessages = {
  previous: 'Previous image',
  next: 'Next image',
  position: (position: number, count: number) => `${position} of ${count}`,
}
