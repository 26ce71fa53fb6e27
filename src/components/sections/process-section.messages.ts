export const eyebrow: string = 'How it works'
