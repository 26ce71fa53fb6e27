export const serviceCardMessages = {
  details: (service: string) => `View ${service} details`,
}
