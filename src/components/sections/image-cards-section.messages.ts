export const eyebrow: string = 'Specialised services'
