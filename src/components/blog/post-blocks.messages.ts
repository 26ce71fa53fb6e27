export const postBlocksMessages = {
  table: 'Table',
  swipeTable: 'Swipe the table sideways to see every column.',
}
