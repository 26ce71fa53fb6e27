import type * as en from './quotes.messages'

export const quotesTitle: typeof en.quotesTitle = 'عروض الأسعار'
export const noQuotes: typeof en.noQuotes = 'لا يوجد عرض سعر لهذا العميل المحتمل بعد.'
export const prepareQuote: typeof en.prepareQuote = 'إعداد عرض سعر'
export const referenceLabel: typeof en.referenceLabel = 'الرقم المرجعي'
export const statusLabel: typeof en.statusLabel = 'الحالة'
export const totalLabel: typeof en.totalLabel = 'الإجمالي'
export const validUntilLabel: typeof en.validUntilLabel = 'ساري حتى'
export const quoteStatuses: typeof en.quoteStatuses = {
  draft: 'مسودة',
  sent: 'مُرسَل',
  accepted: 'مقبول',
  declined: 'مرفوض',
  expired: 'منتهي الصلاحية',
}
export const quoteTitle: typeof en.quoteTitle = 'عرض السعر'
export const versionSent: typeof en.versionSent = (version) => `أُرسل الإصدار ${version}`
export const plannedTitle: typeof en.plannedTitle = 'من مخطّط النقل'
export const plannedIntro: typeof en.plannedIntro =
  'ما خطّط له العميل، للقراءة فقط: سعّر البنود على أساسه.'
export const inventoryTitle: typeof en.inventoryTitle = 'قائمة الجرد'
export const useVolume: typeof en.useVolume = (cubicMetres) =>
  `استخدم حجم المخطّط: ${cubicMetres} متر مكعب`
export const volumeUsed: typeof en.volumeUsed = (cubicMetres) =>
  `أصبح بند الشحن يحتسب ${cubicMetres} متر مكعب.`
export const noFreightLine: typeof en.noFreightLine =
  'لاستخدام حجم المخطّط، أضف أولًا بند شحن مسعّرًا لكل متر مكعب.'
export const linesTitle: typeof en.linesTitle = 'البنود'
export const noLines: typeof en.noLines = 'لا توجد بنود بعد: أضف أولها من قائمة الخدمات.'
export const addLineLabel: typeof en.addLineLabel = 'أضف بندًا من قائمة الخدمات'
export const chooseItem: typeof en.chooseItem = 'اختر خدمة'
export const addLine: typeof en.addLine = 'أضف البند'
export const groupNames: typeof en.groupNames = {
  packing: 'التغليف ومواد التغليف',
  crew: 'طاقم العمل والشاحنات',
  freight: 'الشحن البحري والجوي',
  customs: 'التخليص الجمركي',
  storage: 'التخزين',
  insurance: 'تأمين النقل',
  handyman: 'فنّي التركيب والفك',
  discount: 'الخصم',
}
export const lineTitle: typeof en.lineTitle = (line, name) => `البند ${line}: ${name}`
export const labelsToggle: typeof en.labelsToggle = 'الاسم بالإنجليزية وبالعربية'
export const labelEnglish: typeof en.labelEnglish = 'الاسم بالإنجليزية'
export const labelArabic: typeof en.labelArabic = 'الاسم بالعربية'
export const quantityLabel: typeof en.quantityLabel = 'الكمية'
export const unitLabel: typeof en.unitLabel = 'الوحدة'
export const unitPriceLabel: typeof en.unitPriceLabel = 'سعر الوحدة (ر.ق)'
export const declaredValueLabel: typeof en.declaredValueLabel = 'القيمة المصرّح بها (ر.ق)'
export const rateLabel: typeof en.rateLabel = 'النسبة (%)'
export const optionalLabel: typeof en.optionalLabel = 'اختياري: يختاره العميل'
export const lineAmount: typeof en.lineAmount = 'المبلغ'
export const removeLine: typeof en.removeLine = (line) => `احذف البند ${line}`
export const termsTitle: typeof en.termsTitle = 'مدة السريان والدفعة المقدّمة واللغة'
export const validUntilField: typeof en.validUntilField = 'ساري حتى'
export const depositField: typeof en.depositField = 'الدفعة المقدّمة (%)'
export const notesField: typeof en.notesField = 'ملاحظات للعميل'
export const languageField: typeof en.languageField = 'لغة العميل في عرض السعر'
export const riyalsFormat: typeof en.riyalsFormat =
  'اكتب مبلغًا بالريال بمنزلتين عشريتين على الأكثر، مثل 1250 أو 12.50.'
export const wholeNumber: typeof en.wholeNumber = 'اكتب عددًا صحيحًا، مثل 3.'
export const percentFormat: typeof en.percentFormat =
  'اكتب نسبة مئوية بمنزلتين عشريتين على الأكثر، مثل 2 أو 1.5.'
export const saveDraft: typeof en.saveDraft = 'احفظ المسودة'
export const saved: typeof en.saved = 'حُفظت المسودة.'
export const sendQuote: typeof en.sendQuote = 'أرسله إلى العميل'
export const totalsTitle: typeof en.totalsTitle = 'الإجماليات'
export const withOptions: typeof en.withOptions = 'مع كل البنود الاختيارية'
export const depositDue: typeof en.depositDue = (percent) => `الدفعة المقدّمة (${percent}%)`
export const reloadQuote: typeof en.reloadQuote = 'اعرض أحدث نسخة'
export const keptTitle: typeof en.keptTitle = 'ما كتبته ولم يُحفظ'
export const keptIntro: typeof en.keptIntro =
  'عرض السعر أعلاه كما هو محفوظ الآن. أعد ما كتبته لتحفظه بدلًا منه.'
export const useKept: typeof en.useKept = 'أعد ما كتبته'
export const sentTitle: typeof en.sentTitle = 'أُرسل'
export const sentIntro: typeof en.sentIntro = (version) =>
  `الإصدار ${version} في طريقه إلى العميل بالبريد الإلكتروني. أرسل الرابط نفسه عبر واتساب، أو انسخه.`
export const copyLink: typeof en.copyLink = 'انسخ الرابط'
export const linkCopied: typeof en.linkCopied = 'نُسخ الرابط.'
export const sendOnWhatsapp: typeof en.sendOnWhatsapp = 'أرسله عبر واتساب'
export const readOnly: typeof en.readOnly =
  'عرض السعر المُرسَل هو ما لدى العميل: لا يُعدَّل. راجعه لتغييره؛ فالإرسال التالي يُنشئ إصدارًا جديدًا، ويعرض رابط العميل أحدث إصدار.'
export const revise: typeof en.revise = 'مراجعة'
