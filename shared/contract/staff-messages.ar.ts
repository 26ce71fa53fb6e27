import { MILESTONES } from './jobs.ts'
import { plural } from './plural.ts'
import { milestoneLabels } from './tracking-messages.ar.ts'
import type * as en from './staff-messages.ts'

const letters = (count: number) =>
  plural('ar', count, {
    one: 'حرف واحد',
    two: 'حرفين',
    few: '# أحرف',
    many: '# حرفًا',
    other: '# حرف',
  })

export const staffMessages: typeof en.staffMessages = {
  signedOut: 'يرجى تسجيل الدخول إلى لوحة الموظفين.',
  forbidden: 'دورك لا يسمح بهذا الإجراء.',
  missingOrigin: 'يجب أن تصدر طلبات الموظفين من صفحات هذا الموقع نفسه.',
  badLink: 'هذا الرابط غير صالح. اطلب رابطًا جديدًا من مدير النظام.',
  usedLink: 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا من مدير النظام.',
  badEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
  badName: (most) => `يرجى إدخال اسم لا يتجاوز ${letters(most)} في سطر واحد.`,
  badRole:
    'يجب أن يكون الدور مدير النظام أو موظف مبيعات أو موظف عمليات (admin أو sales أو operations).',
  badPasskey: 'تعذّرت قراءة رد مفتاح المرور. يرجى المحاولة مجددًا.',
  passkeyRefused: 'لم يُقبل مفتاح المرور هذا. يرجى المحاولة مجددًا، أو طلب رابط تسجيل دخول.',
  linkSent:
    'إذا كان لهذا العنوان حساب موظف، فرابط تسجيل الدخول في طريقه إليه. يعمل الرابط مرة واحدة خلال 15 دقيقة.',
  emailTaken: 'يوجد حساب موظف بهذا البريد الإلكتروني.',
  noSuchMember: 'لا يوجد حساب موظف كهذا.',
  ownAccount: 'لا يمكنك تعطيل حسابك.',
  badId: 'يجب أن يكون رقم السجل عددًا صحيحًا موجبًا.',
  badDisabled: 'حدّد ما إذا كان الحساب معطّلًا: true أو false.',
  badStatus:
    'يجب أن تكون الحالة: جديد، أو تم التواصل، أو أُرسل العرض، أو تمّ التعاقد، أو لم يتمّ التعاقد.',
  lostReason: 'اذكر سبب عدم التعاقد.',
  emptyNote: 'اكتب الملاحظة أولًا.',
  tooLong: (most) => `النص طويل جدًا (الحد الأقصى ${letters(most)}).`,
  searchTooLong: (most) => `ابحث بما لا يتجاوز ${letters(most)}.`,
  controlCharacter:
    'يحتوي هذا النص على محرف تحكّم غير مرئي (مثل NUL)، يُنسخ غالبًا من برنامج آخر. احذفه ثم حاول مجددًا.',
  bidiControl:
    'يحتوي هذا النص على محرف غير مرئي يعكس ترتيب الحروف (محرف تحكّم في الاتجاه). احذفه ثم حاول مجددًا.',
  brokenCharacter: 'يحتوي هذا النص على محرف تالف. اكتبه مجددًا ثم حاول مرة أخرى.',
  noSuchLead: 'لا يوجد عميل محتمل كهذا.',
  changedMeanwhile: 'غيّر أحد الزملاء هذا العميل قبل لحظات. راجعه مجددًا ثم حاول.',
  noSuchSession: 'لا توجد جلسة كهذه.',
  unknownField: 'لا يوجد حقل شحنة بهذا الاسم.',
  badShipmentText: (most) => `يرجى إدخال ${letters(most)} كحد أقصى في سطر واحد.`,
  badPackages: (most) => `يرجى إدخال عدد صحيح من الطرود من 0 إلى ${most}.`,
  badMeasure: (most) => `يرجى إدخال رقم من 0 إلى ${most}.`,
  badDate: 'يرجى إدخال التاريخ بالصيغة YYYY-MM-DD.',
  badTime: 'يرجى إدخال الوقت بالصيغة HH:MM (نظام 24 ساعة)، أو تركه فارغًا.',
  badContactNumber: 'يرجى إدخال رقم هاتف يحتوي على 4 أرقام على الأقل.',
  badStage: `يجب أن تكون المرحلة إحدى هذه (أو فارغة): ${MILESTONES.map((stage) => `\u2066${stage}\u2069 (${milestoneLabels[stage]})`).join('، ')}.`,
  emptyUpdate: 'اكتب ما حدث.',
  nothingToChange: 'غيّر حقلًا واحدًا على الأقل.',
  noSuchShipment: 'لا توجد شحنة بهذا الرقم.',
  noSuchUpdate: 'لا يوجد تحديث حالة كهذا.',
  leadNotWon: 'لا تُنشأ شحنة إلا لطلب تمّ التعاقد عليه.',
  leadHasShipment: 'لهذا العميل شحنة بالفعل.',
  trackingIdTaken: 'توجد شحنة بهذا الرقم بالفعل.',
  ownLeg: 'أدخل رقم تتبع شحنة أخرى.',
  alreadyLegs: 'هاتان الشحنتان في عملية النقل نفسها بالفعل.',
  otherMove: 'تلك الشحنة جزء من عملية نقل أخرى. أخرجها منها أولًا.',
  tooManyLegs: (most) =>
    `تضم عملية النقل ${plural('ar', most, { one: 'شحنة واحدة', two: 'شحنتين', few: '# شحنات', many: '# شحنة', other: '# شحنة' })} على الأكثر.`,
  notALeg: 'هذه الشحنة ليست جزءًا من أي عملية نقل.',
  otherCustomer:
    'تلك الشحنة لعميل آخر: تضمّ عملية النقل شحنات عميل واحد، برقم الهاتف نفسه أو البريد الإلكتروني نفسه.',
  otherCustomerReason:
    'يختلف رقم هاتف تلك الشحنة وبريدها الإلكتروني عن رقم عملية النقل هذه وبريدها. إن كانا سجلّين للعميل نفسه، فاذكر السبب ثم أضفها مجددًا.',
  moveReasonAdminsOnly: 'لا يضمّ سجلات بتفاصيل تواصل مختلفة إلا مدير النظام.',
  badMoveReason: (most) => `يرجى ذكر السبب في سطر واحد، بما لا يتجاوز ${letters(most)}.`,
  badCsv: 'أرسل نص الملف في الحقل csv ضمن جسم JSON.',
  csvTooLarge: (kb) => `الملف كبير جدًا: الحد الأقصى ${kb} كيلوبايت.`,
  csvTooManyRows: (most) =>
    `في الملف صفوف كثيرة جدًا: الحد الأقصى ${plural('ar', most, { one: 'تحديث واحد', two: 'تحديثان', few: '# تحديثات', many: '# تحديثًا', other: '# تحديث' })}.`,
  csvEmpty: 'لا يحتوي الملف على أي تحديث.',
  csvHeader:
    'يجب أن يسمّي الصف الأول الأعمدة بهذا الترتيب: \u2066tracking number, stage, date, time, location, note\u2069.',
  csvUnclosedQuote: 'خلية بين علامتي اقتباس لم تُغلق.',
  csvColumns: (count) =>
    `يجب أن يحتوي هذا الصف على 6 خلايا؛ فيه ${plural('ar', count, { zero: 'لا شيء', one: 'خلية واحدة', two: 'خليتان', few: '# خلايا', many: '# خلية', other: '# خلية' })}.`,
  csvRowsRefused: 'في بعض الصفوف أخطاء، فلم يُطبَّق شيء. صحّحها ثم حاول مجددًا.',
  csvChangedMeanwhile: 'حُذفت شحنة من الملف أثناء التطبيق، فلم يُطبَّق شيء. حاول مجددًا.',
}
