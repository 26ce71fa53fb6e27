import type * as en from './opt-out-messages.ts'

/** The Arabic twin of `opt-out-messages.ts`; the company's name comes in already in Arabic. */
export const optedOut: typeof en.optedOut = (company) =>
  `لن تصلك بعد الآن تحديثات عبر واتساب من ${company}. وإذا راسلتنا هنا فسنرد عليك كالمعتاد. ` +
  'ولتلقّي التحديثات مجددًا، اطلبها عبر موقعنا.'
