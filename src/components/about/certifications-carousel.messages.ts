export const certificationsCarouselMessages = {
  carousel: 'Certifications and memberships',
  view: (name: string) => `View certificate: ${name}`,
  items: 'certificate',
}
