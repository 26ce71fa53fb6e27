export const items: string = 'service'
