export const previous: string = 'Previous image'

export const next: string = 'Next image'

export const position = (position: number, count: number) => `${position} of ${count}`
