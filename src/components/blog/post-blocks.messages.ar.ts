import type * as en from './post-blocks.messages'

export const table: typeof en.table = 'جدول'

export const swipeTable: typeof en.swipeTable = 'اسحب الجدول جانبيًا لعرض جميع الأعمدة.'
