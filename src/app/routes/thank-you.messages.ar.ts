import type * as en from './thank-you.messages'

export const thankYouMessages: typeof en.thankYouMessages = {
  title: 'شكرًا لك',
  description: 'شكرًا لتواصلك معنا. سيتصل بك منسّق النقل قريبًا ليطلعك على الخطوات التالية.',
  heading: 'شكرًا لإرسال طلبك!',
  sent: 'تم إرسال رسالتك بنجاح!',
  referenceBefore: 'رقمك المرجعي هو',
  referenceAfter: '. يرجى ذكره عندما نتصل بك.',
  next: 'سيتواصل معك منسّق النقل قريبًا، عادةً خلال يوم عمل واحد، لمناقشة المواعيد التي تناسبك وترتيب معاينة مجانية.',
  home: 'العودة إلى الرئيسية',
}
