import type * as en from './not-found.messages'

export const title: typeof en.title = 'الصفحة غير موجودة'

export const description: typeof en.description =
  'لم نعثر على الصفحة التي تبحث عنها. عُد إلى الصفحة الرئيسية وابدأ التخطيط لانتقالك.'

export const eyebrow: typeof en.eyebrow = 'خطأ في الصفحة'

export const heading: typeof en.heading = 'الصفحة غير موجودة'

export const text: typeof en.text = 'نعتذر، يبدو أن هناك خللًا ما في هذه الصفحة!'

export const home: typeof en.home = 'العودة إلى الرئيسية'
