export const eyebrow: string = 'FAQ'
