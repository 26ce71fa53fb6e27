export const table: string = 'Table'

export const swipeTable: string = 'Swipe the table sideways to see every column.'
