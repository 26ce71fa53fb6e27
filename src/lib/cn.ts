import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'

const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value)
const isTshirtSize = (value: string) => /^(\d?xs|sm|md|lg|\d?xl)$/.test(value)
const isArbitrary = (value: string) => /^\[.+\]$/.test(value)
/** Our palette's colour names (navy-900, accent-500/60, ink-muted, white/10) or an arbitrary one. */
const isColour = (value: string) =>
  /^(white|black|transparent|current|ink|ink-muted|[a-z]+-\d{2,3})(\/\d+)?$/.test(value) ||
  isArbitrary(value)
const length = ['px', 'auto', 'full', isNumber, isArbitrary]

/**
 * tailwind-merge over the utility groups our components set and a caller may override (layout,
 * spacing, size, type, colour, border, radius, shadow), instead of its full Tailwind map: that map
 * weighs 8.4 KB gzipped on every page, this about 2.5 KB (ADR 012). A class outside these groups
 * is kept as written, as plain joining always did.
 */
const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'hidden'],
    'flex-direction': [{ flex: ['row', 'col'] }],
    items: [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    justify: [{ justify: ['start', 'end', 'center', 'between'] }],
    gap: [{ gap: length }],
    p: [{ p: length }],
    px: [{ px: length }],
    py: [{ py: length }],
    size: [{ size: length }],
    w: [{ w: length }],
    h: [{ h: length }],
    'min-h': [{ 'min-h': length }],
    'font-size': [{ text: ['base', isTshirtSize] }],
    'font-weight': [{ font: ['normal', 'medium', 'semibold', 'bold'] }],
    'text-colour': [{ text: [isColour] }],
    'bg-colour': [{ bg: [isColour] }],
    'border-width': [{ border: ['', isNumber] }],
    'border-colour': [{ border: [isColour] }],
    rounded: [{ rounded: ['', 'none', 'full', 'card', isTshirtSize] }],
    shadow: [{ shadow: ['', 'none', 'soft', 'lift'] }],
  },
  conflictingClassGroups: { p: ['px', 'py'], size: ['w', 'h'] },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}))

/** Joins class names (clsx) and lets a later Tailwind class win over an earlier one it conflicts with. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes))
}
