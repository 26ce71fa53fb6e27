import { plural } from './plural.ts'
import type * as en from './quote-messages.ts'
import { arabicLetters as letters } from './arabic-counts.ts'

/** Latin digits, grouped in thousands, as the glossary keeps digits. */
const grouped = (value: number) => value.toLocaleString('en-US')

export const quoteMessages: typeof en.quoteMessages = {
  noSuchQuote: 'لا يوجد عرض سعر كهذا.',
  notDraft:
    'لم يعد عرض السعر هذا مسودة: لا يمكن تغيير عرض سعر أُرسل أو قُبل أو رُفض أو انتهت صلاحيته.',
  changedMeanwhile: 'غيّر أحد الزملاء عرض السعر هذا قبل لحظات. راجعه مجددًا ثم حاول.',
  badRevision: 'حدّد رقم مراجعة عرض السعر التي عدّلتها: عددًا صحيحًا.',
  badLines: 'أرسل بنود عرض السعر في قائمة.',
  tooManyLines: (most) =>
    `يضم عرض السعر ${plural('ar', most, { one: 'بندًا واحدًا', two: 'بندين', few: '# بنود', many: '# بندًا', other: '# بند' })} على الأكثر.`,
  badLineId: (line) =>
    `البند ${line}: أعطه معرّفًا من 1 إلى 32 حرفًا لاتينيًا أو رقمًا أو \u2066-\u2069 أو \u2066_\u2069، لا يتكرر في عرض السعر.`,
  unknownItem: (line) => `البند ${line}: اختر خدمة من قائمة الخدمات.`,
  badLabel: (line, most) =>
    `البند ${line}: اكتب اسمه بالإنجليزية وبالعربية، كلًّا منهما في سطر واحد وبما لا يتجاوز ${letters(most)}.`,
  badQuantity: (line, most) =>
    `البند ${line}: يجب أن تكون الكمية عددًا صحيحًا من 1 إلى ${grouped(most)}.`,
  badUnit: (line) => `البند ${line}: اختر وحدة من القائمة.`,
  badPrice: (line, most) =>
    `البند ${line}: يجب أن يكون سعر الوحدة عددًا صحيحًا من الدراهم من 0 إلى ${grouped(most)}.`,
  badOptional: (line) =>
    `البند ${line}: حدّد ما إذا كان للعميل أن يستغني عنه: \u2066true\u2069 أو \u2066false\u2069.`,
  optionalDiscount: (line) => `البند ${line}: لا يمكن أن يكون الخصم اختياريًا.`,
  badDeclaredValue: (line, most) =>
    `البند ${line}: يجب أن تكون القيمة المصرّح بها عددًا صحيحًا من الدراهم من 1 إلى ${grouped(most)}.`,
  badRate: (line, most) =>
    `البند ${line}: يجب أن تكون نسبة التأمين عددًا صحيحًا من نقاط الأساس (جزء من مئة من الواحد بالمئة) من 1 إلى ${most}.`,
  oneInsurance: 'يضم عرض السعر بند تأمين واحدًا على الأكثر.',
  discountTooLarge:
    'الخصم أكبر من الرسوم التي يدفعها العميل في كل الأحوال (البنود غير الاختيارية).',
  badValidUntil: (days) =>
    `يجب أن يكون عرض السعر ساريًا حتى تاريخ بين اليوم و${plural('ar', days, { one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' })} من الآن، بالصيغة \u2066YYYY-MM-DD\u2069.`,
  badDeposit: 'يجب أن تكون الدفعة المقدّمة نسبة مئوية صحيحة من 0 إلى 100.',
  badLanguage: 'يجب أن تكون لغة عرض السعر \u2066en\u2069 (الإنجليزية) أو \u2066ar\u2069 (العربية).',
  sendOnlyDraft:
    'لا يُرسَل إلا عرض سعر في حالة المسودة. راجِع عرض السعر المُرسَل لإرسال نسخة جديدة منه؛ ولا يُعاد إرسال عرض سعر قُبل أو رُفض أو انتهت صلاحيته.',
  reviseOnlySent:
    'لا يُراجَع إلا عرض سعر مُرسَل: تُعدَّل المسودة كما هي، ولا يُراجَع عرض سعر رُفض أو انتهت صلاحيته.',
  accepted: 'قبِل العميل عرض السعر هذا، ولا يُغيَّر عرض السعر بعد قبوله.',
  noCustomerEmail:
    'لا يمكن إرسال عرض السعر هذا: عنوان البريد الإلكتروني للعميل في بيانات العميل المحتمل غير موجود أو غير صالح.',
  noLines: 'أضف بندًا واحدًا على الأقل قبل إرسال عرض السعر.',
  validityPassed: 'انقضى تاريخ سريان عرض السعر هذا: حدّد تاريخًا لاحقًا ثم أرسله.',
}
