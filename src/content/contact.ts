export const contactIntro = {
  heading: 'Connect With Us Anytime',
  text: 'Call, write or visit our Doha office. A move coordinator answers every enquiry within one working day, and urgent calls are picked up seven days a week.',
}

type OfficeHours = { days: string; hours: string }

/** The week's two kinds of day: the working days, then Friday. */
export const officeHours: readonly [OfficeHours, OfficeHours] = [
  { days: 'Saturday to Thursday', hours: '8:00 AM – 6:00 PM' },
  { days: 'Friday', hours: 'Closed (emergency line open)' },
]

export const mapCaption: string =
  'Our office sits on Salwa Road in Al Sadd, five minutes from the Doha Expressway, with visitor parking in front of the building.'
