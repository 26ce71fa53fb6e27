export const servicesCarouselSectionMessages = {
  subtitle: 'Seamless & Stress-Free Moving Solutions Tailored for You',
  eyebrow: 'What we do',
  carousel: 'Service cards',
  viewMore: 'View More',
}
