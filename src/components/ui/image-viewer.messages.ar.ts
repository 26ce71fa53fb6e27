import type * as en from './image-viewer.messages'

export const previous: typeof en.previous = 'الصورة السابقة'

export const next: typeof en.next = 'الصورة التالية'

export const position: typeof en.position = (position, count) => `${position} من ${count}`
