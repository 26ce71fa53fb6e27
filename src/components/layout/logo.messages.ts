export const home: string = ', home'
