export const details = (service: string) => `View ${service} details`
