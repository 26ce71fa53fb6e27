export const modalMessages = {
  close: 'Close modal',
}
