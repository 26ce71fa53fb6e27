export const eyebrow: string = 'Destination guides'

export const route = (country: string) => `Qatar to ${country}`
