export const contactIntro = {
  heading: 'Connect With Us Anytime',
  text: 'Call, write or visit our Doha office. A move coordinator answers every enquiry within one working day, and urgent calls are picked up seven days a week.',
}

export const mapCaption: string =
  'Our office sits on Salwa Road in Al Sadd, five minutes from the Doha Expressway, with visitor parking in front of the building.'
