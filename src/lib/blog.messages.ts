/** How a post's date is written: '04 November 2026', as the content writes it. */
export const dateLocale: string = 'en-GB'

/** The day of the month as two digits ('04'), or without a leading zero ('4'). */
export const dateDay: 'numeric' | '2-digit' = '2-digit'

/** A post's time as the content writes it: '04:20 PM'. */
export const postTime = (time: string): string => time
