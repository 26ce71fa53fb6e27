/**
 * The company's usual quote items (issue 53): what sales pick a quote's lines from, each with its
 * unit and a default price for Doha that sales adjust per move. Money is in dirhams, 100 to the
 * riyal (QAR), always whole numbers.
 *
 * The labels are data in both languages side by side, not a message module with an `.ar.ts`
 * twin: a line keeps both labels, since a quote prepared in the English console is read by an
 * Arabic customer, and the Arabic build would resolve a twin's import to the Arabic words alone
 * (ADR 023: values both languages need live in a module without a twin).
 */

export type Bilingual = { en: string; ar: string }

/** The unit a line's quantity counts. */
export const QUOTE_UNITS = {
  m3: { en: 'm³', ar: 'متر مكعب' },
  container: { en: 'container', ar: 'حاوية' },
  truck: { en: 'truck', ar: 'شاحنة' },
  mover: { en: 'mover', ar: 'عامل' },
  week: { en: 'week', ar: 'أسبوع' },
  hour: { en: 'hour', ar: 'ساعة' },
  shipment: { en: 'shipment', ar: 'شحنة' },
  job: { en: 'lump sum', ar: 'مبلغ مقطوع' },
} as const satisfies Record<string, Bilingual>
export type QuoteUnit = keyof typeof QUOTE_UNITS

export const isQuoteUnit = (value: unknown): value is QuoteUnit =>
  typeof value === 'string' && Object.hasOwn(QUOTE_UNITS, value)

type PricedItem = { label: Bilingual; unit: QuoteUnit; unitPrice: number }

/**
 * Priced per unit: a line's amount is its quantity times its unit price. `discount` is taken off
 * the total instead of added to it.
 */
export const PRICED_ITEMS = {
  packing: {
    label: { en: 'Packing and materials', ar: 'التغليف ومواد التغليف' },
    unit: 'm3',
    unitPrice: 6_000,
  },
  crew: {
    label: { en: 'Moving crew, per mover per day', ar: 'طاقم العمل، لكل عامل في اليوم' },
    unit: 'mover',
    unitPrice: 25_000,
  },
  truck: {
    label: { en: 'Closed truck with driver, per day', ar: 'شاحنة مغلقة مع سائق، في اليوم' },
    unit: 'truck',
    unitPrice: 60_000,
  },
  'sea-freight-m3': {
    label: {
      en: 'Sea freight in a shared container (LCL), per m³',
      ar: 'الشحن البحري في حاوية مشتركة (LCL)، لكل متر مكعب',
    },
    unit: 'm3',
    unitPrice: 32_000,
  },
  'sea-freight-20ft': {
    label: {
      en: 'Sea freight, 20 ft container (FCL)',
      ar: 'الشحن البحري، حاوية 20 قدمًا كاملة (FCL)',
    },
    unit: 'container',
    unitPrice: 950_000,
  },
  'sea-freight-40ft': {
    label: {
      en: 'Sea freight, 40 ft container (FCL)',
      ar: 'الشحن البحري، حاوية 40 قدمًا كاملة (FCL)',
    },
    unit: 'container',
    unitPrice: 1_450_000,
  },
  'sea-freight-40hc': {
    label: {
      en: 'Sea freight, 40 ft high cube container',
      ar: 'الشحن البحري، حاوية 40 قدمًا عالية (هاي كيوب)',
    },
    unit: 'container',
    unitPrice: 1_600_000,
  },
  'air-freight-m3': {
    label: { en: 'Air freight, per m³', ar: 'الشحن الجوي، لكل متر مكعب' },
    unit: 'm3',
    unitPrice: 280_000,
  },
  customs: {
    label: { en: 'Customs clearance', ar: 'التخليص الجمركي' },
    unit: 'shipment',
    unitPrice: 120_000,
  },
  storage: {
    label: { en: 'Storage, per week', ar: 'التخزين، في الأسبوع' },
    unit: 'week',
    unitPrice: 25_000,
  },
  handyman: {
    label: {
      en: 'Handyman: assembly and fitting, per hour',
      ar: 'فنّي تركيب وفك، في الساعة',
    },
    unit: 'hour',
    unitPrice: 12_000,
  },
  discount: {
    label: { en: 'Discount', ar: 'خصم' },
    unit: 'job',
    unitPrice: 0,
  },
} as const satisfies Record<string, PricedItem>
export type PricedItemId = keyof typeof PRICED_ITEMS

/**
 * Transit insurance: a share of the value the customer declares, in basis points (hundredths of
 * a percent, so 200 is 2%), which keeps every number whole.
 */
export const INSURANCE_ITEM = {
  label: { en: 'Transit insurance', ar: 'تأمين النقل' },
  rateBasisPoints: 200,
} as const

export const isPricedItem = (value: unknown): value is PricedItemId =>
  typeof value === 'string' && Object.hasOwn(PRICED_ITEMS, value)
