import type * as en from './not-found.messages'

export const notFoundMessages: typeof en.notFoundMessages = {
  title: 'الصفحة غير موجودة',
  description: 'لم نعثر على الصفحة التي تبحث عنها. عُد إلى الصفحة الرئيسية وابدأ التخطيط لانتقالك.',
  eyebrow: 'خطأ في الصفحة',
  heading: 'الصفحة غير موجودة',
  text: 'نعتذر، يبدو أن هناك خللًا ما في هذه الصفحة!',
  home: 'العودة إلى الرئيسية',
}
