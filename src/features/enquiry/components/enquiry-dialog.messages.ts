export const title: string = "Moving Soon? Let's Talk"

export const intro: string =
  'Tell us a little about your move and a coordinator will call you back, usually within one working day, with a free quote.'
