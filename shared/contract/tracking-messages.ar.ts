import type * as en from './tracking-messages.ts'

export const privacyMessages: typeof en.privacyMessages = {
  contactLast4: 'يرجى إدخال آخر 4 أرقام من رقم التواصل.',
  refused:
    'هذه البيانات لا تطابق سجلاتنا. تحقّق من رقم التتبع ومن آخر 4 أرقام من رقم التواصل المسجّل.',
  tooManyAttempts: 'محاولات خاطئة كثيرة. حمايةً لبيانات العميل، يرجى المحاولة مجددًا بعد ساعة.',
  noWhatsAppNumber:
    'لا يوجد لهذه الشحنة رقم جوال يستقبل رسائل واتساب. اطلب التحديثات بالبريد الإلكتروني بدلًا من ذلك، أو اتصل بنا لتحديث الرقم.',
}

export const milestoneLabels: typeof en.milestoneLabels = {
  booked: 'تم الحجز',
  collected: 'تم استلام الأغراض منك',
  departed: 'غادرت الشحنة',
  in_transit: 'في الطريق',
  arrived: 'وصلت الشحنة',
  customs_cleared: 'تم التخليص الجمركي',
  delivered: 'تم التسليم',
}
