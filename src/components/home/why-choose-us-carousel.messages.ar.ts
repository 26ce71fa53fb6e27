import type * as en from './why-choose-us-carousel.messages'

export const whyChooseUsMessages: typeof en.whyChooseUsMessages = {
  carousel: 'أسباب اختيارنا',
  items: 'الأسباب',
}
