/** How a post's date is written: the content's own 'DD Month YYYY' in English (`null`). */
export const dateLocale: string | null = null
