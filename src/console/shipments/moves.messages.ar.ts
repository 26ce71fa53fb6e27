import type * as en from './moves.messages'

export const mixedMoveWarning: typeof en.mixedMoveWarning =
  'تضمّ عملية النقل هذه شحنات لعميل آخر: يختلف رقم هاتفها وبريدها الإلكتروني عن رقم هذه الشحنة وبريدها، فلا تُعرض على العملاء معًا. أخرج الشحنة الخطأ، أو صحّح بيانات التواصل فيها.'
export const otherCustomerLeg: typeof en.otherCustomerLeg = 'بيانات عميل آخر: لا تُعرض على العميل'
export const mixedMoveBadge: typeof en.mixedMoveBadge = 'عملية نقل مختلطة'
export const moveReason: typeof en.moveReason = 'سبب كونهما العميل نفسه (يُحفظ في سجل التدقيق)'
export const addWithReason: typeof en.addWithReason = 'أضفها مع هذا السبب'
