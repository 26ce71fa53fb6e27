/** What each 1200×630 link-preview card (drawn by `npm run share-images`) shows, per page type. */
export const shareCards = {
  home: 'Movers and logistics in Qatar',
  service: 'Moving and logistics services from Doha',
  destination: 'International relocation from Qatar',
  blog: 'Moving guides and news',
  page: 'ISO-certified movers in Doha',
}
