/**
 * A counted phrase in the form its language's plural rules ask for. Arabic has six (zero, one,
 * two, few for 3–10, many for 11–99, other for 100 and up); English uses one and other. `#` in a
 * form stands for the count.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

export const plural = (locale: string, count: number, forms: PluralForms) =>
  (forms[new Intl.PluralRules(locale).select(count)] ?? forms.other).replace('#', String(count))
