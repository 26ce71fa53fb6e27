import type * as en from './stop-messages.ts'

/** The Arabic twin of `stop-messages.ts`. */

export const title: typeof en.title = 'إيقاف رسائل المتابعة'

export const intro: typeof en.intro = (company) =>
  `ترسل ${company} تذكيرات قبل انتهاء صلاحية عرض السعر وقبل يوم النقل، وتسألك عن تجربتك بعد عملية النقل. اختر ما تريد إيقافه، ويسري ذلك فورًا.`

export const moveButton: typeof en.moveButton = 'إيقاف رسائل المتابعة لعملية النقل هذه'

export const moveHint: typeof en.moveHint =
  'لن تصلك بعد الآن تذكيرات أو طلبات تقييم بشأن عملية النقل هذه.'

export const allButton: typeof en.allButton = (company) => `إيقاف كل الرسائل من ${company}`

export const allHint: typeof en.allHint =
  'لن تصلك أي تذكيرات أو رسائل متابعة بشأن أي عملية نقل، الآن أو لاحقًا، على هذا البريد الإلكتروني وهذا الرقم.'

export const stoppedMove: typeof en.stoppedMove =
  'تمّ: لن تصلك بعد الآن رسائل متابعة لعملية النقل هذه.'

export const stoppedAll: typeof en.stoppedAll = (company) =>
  `تمّ: لن ترسل إليك ${company} بعد الآن أي رسائل متابعة، لعملية النقل هذه أو لغيرها.`

export const scopeNeeded: typeof en.scopeNeeded = 'اختر أحد الزرّين.'

export const otherMessages: typeof en.otherMessages =
  'يوقف هذا التذكيرات ورسائل المتابعة. أما تحديثات مراحل الشحنة التي طلبتها، فتوقفها من الرابط الموجود في تلك الرسائل.'
