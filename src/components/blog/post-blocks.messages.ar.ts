import type * as en from './post-blocks.messages'

export const postBlocksMessages: typeof en.postBlocksMessages = {
  table: 'جدول',
  swipeTable: 'اسحب الجدول جانبيًا لعرض جميع الأعمدة.',
}
