/**
 * What a one-line field (a name, a number, a city, a page address) may not hold: line breaks
 * (Unicode's line and paragraph separators U+2028 and U+2029 too) and tabs, which forge
 * header-like lines in an e-mail or rewrite a row in a terminal, and the bidi embeddings,
 * overrides and isolates, which reorder text ("Evil\u202Emoc.elgoog") where staff read it. The
 * marks (U+200E, U+200F, U+061C) stay: Arabic keyboards type them.
 */
const NOT_ON_ONE_LINE = /[\t\n\r\u2028\u2029\u202a-\u202e\u2066-\u2069]/

export const isSingleLine = (text: string) => !NOT_ON_ONE_LINE.test(text)
