/** How a post's date is written: '04 November 2026', as the content writes it. */
export const dateLocale: string = 'en-GB'
