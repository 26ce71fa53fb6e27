import type * as en from './image-viewer.messages'

export const imageViewerMessages: typeof en.imageViewerMessages = {
  previous: 'الصورة السابقة',
  next: 'الصورة التالية',
  position: (position, count) => `${position} من ${count}`,
}
