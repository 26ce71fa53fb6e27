export const contents: string = 'In this guide'
