import { plural } from './plural.ts'

/**
 * "N letters" in Arabic, its noun agreeing with the number: the staff and quote messages' Arabic
 * twins both say it, and a twin may export only what its English module does.
 */
export const arabicLetters = (count: number) =>
  plural('ar', count, {
    one: 'حرف واحد',
    two: 'حرفين',
    few: '# أحرف',
    many: '# حرفًا',
    other: '# حرف',
  })
