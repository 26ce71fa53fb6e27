export const servicesCarouselMessages = {
  items: 'service',
}
