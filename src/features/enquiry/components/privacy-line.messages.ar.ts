import type * as en from './privacy-line.messages'

export const before: typeof en.before = 'نستخدم بياناتك للرد على هذا الاستفسار فقط. اطّلع على '

export const link: typeof en.link = 'سياسة الخصوصية'

export const after: typeof en.after = '.'
