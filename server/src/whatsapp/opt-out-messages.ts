/**
 * What a customer who wrote STOP reads back on WhatsApp, in English; an Arabic contact reads the
 * twin, `opt-out-messages.ar.ts`, whose exports match these. Free text is allowed: they have just
 * written, so their 24-hour window is open.
 */
export const optedOut = (company: string): string =>
  `You will get no more WhatsApp updates from ${company}. If you write to us here, we will still ` +
  'answer you. To get updates again, ask for them on our website.'
