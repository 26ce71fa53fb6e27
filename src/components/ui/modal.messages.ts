export const close: string = 'Close modal'
