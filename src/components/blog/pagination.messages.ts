export const paginationMessages = {
  previous: 'Prev',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
}
