type OfficeHours = { days: string; hours: string }

/**
 * The week's two kinds of day: the working days, then Friday. A module of its own: the quote
 * page and the contact form show the hours without the contact page's other words.
 */
export const officeHours: readonly [OfficeHours, OfficeHours] = [
  { days: 'Saturday to Thursday', hours: '8:00 AM – 6:00 PM' },
  { days: 'Friday', hours: 'Closed (emergency line open)' },
]
