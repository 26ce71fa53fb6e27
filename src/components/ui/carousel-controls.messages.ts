export const carouselMessages = {
  previous: (items: string) => `Previous ${items}`,
  next: (items: string) => `Next ${items}`,
  pause: 'Pause automatic scrolling',
  play: 'Start automatic scrolling',
  /** A slide's name: its place among the slides. */
  slide: (position: number, count: number) => `${position} of ${count}`,
}
