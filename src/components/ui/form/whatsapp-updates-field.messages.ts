export const label: string = 'Send me updates on WhatsApp'

export const hint: string =
  'To the number above, from our official WhatsApp Business account. Reply STOP at any time.'
