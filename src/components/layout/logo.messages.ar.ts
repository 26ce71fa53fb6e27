import type * as en from './logo.messages'

export const home: typeof en.home = '، الصفحة الرئيسية'
