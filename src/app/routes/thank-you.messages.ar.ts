import type * as en from './thank-you.messages'

export const title: typeof en.title = 'شكرًا لك'

export const description: typeof en.description =
  'شكرًا لتواصلك معنا. سيتصل بك منسّق النقل قريبًا ليطلعك على الخطوات التالية.'

export const heading: typeof en.heading = 'شكرًا لإرسال طلبك!'

export const sent: typeof en.sent = 'تم إرسال رسالتك بنجاح!'

export const referenceBefore: typeof en.referenceBefore = 'رقمك المرجعي هو'

export const referenceAfter: typeof en.referenceAfter = '. يرجى ذكره عندما نتصل بك.'

export const promiseAnyTime: typeof en.promiseAnyTime =
  'سيتصل بك منسّق النقل خلال ساعة عمل واحدة ما دام مكتبنا مفتوحًا، وإلا ففي صباح يوم العمل التالي.'

export const home: typeof en.home = 'العودة إلى الرئيسية'
