/** What the staff API answers a WhatsApp request it refuses (issue 54); the console shows them. */
export const whatsappMessages = {
  notConfigured:
    'WhatsApp is not set up on this server, so the console cannot show or send messages.',
  emptyText: 'Write the message first.',
  textTooLong: (most: number) => `A WhatsApp message holds at most ${most} characters.`,
  badKind: 'Send a message as text or as a template.',
  unknownTemplate: 'Choose one of the approved templates staff may send.',
  badValues: 'Give the template’s values as a list of texts.',
  badValue: (most: number) =>
    `Fill in every value of the template, each at most ${most} characters.`,
  valueCount: (count: number) => `This template takes ${count} values, in order.`,
  badSeen: 'Say which message was read last: its id, a positive whole number.',
  noNumber:
    'The lead’s phone number is not a number WhatsApp can reach (international digits, 10 to 15 of them). Correct it, or call or e-mail the customer.',
  optedOut:
    'The customer said STOP on WhatsApp: nothing more can be sent to them there until they agree again. Call or e-mail them instead.',
  windowClosed: (when: string) =>
    `The customer’s 24-hour window closed at ${when} (Doha time): free text cannot be sent. Pick an approved template instead.`,
  windowNeverOpened:
    'The customer has not written on WhatsApp, so free text cannot be sent. Pick an approved template instead.',
  noConsent:
    'The customer has not agreed to WhatsApp updates, so no template can be sent to them. Reply while their 24-hour window is open, or call or e-mail them.',
}
