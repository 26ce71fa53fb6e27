import { plural } from '@contract/plural'

import { companyName } from '@/config/company'

import type * as en from './steps.messages'

export const regionChoice: typeof en.regionChoice = (legend) => `${legend}: داخل قطر أو خارجها`

export const inQatar: typeof en.inQatar = 'داخل قطر'

export const abroad: typeof en.abroad = 'خارج قطر'

export const area: typeof en.area = 'المنطقة'

export const areaPlaceholder: typeof en.areaPlaceholder = 'اختر المنطقة'

export const city: typeof en.city = 'المدينة'

export const propertyType: typeof en.propertyType = 'نوع العقار'

export const propertyPlaceholder: typeof en.propertyPlaceholder = 'اختر النوع'

export const floor: typeof en.floor = 'الطابق'

export const lift: typeof en.lift = 'يوجد مصعد يمكننا استخدامه'

export const country: typeof en.country = 'الدولة'

export const countryPlaceholder: typeof en.countryPlaceholder = 'اختر الدولة'

export const guideCountries: typeof en.guideCountries = 'دول لدينا أدلة انتقال إليها'

export const otherCountries: typeof en.otherCountries = 'جميع الدول الأخرى'

export const movingFrom: typeof en.movingFrom = 'الانتقال من'

export const movingTo: typeof en.movingTo = 'الانتقال إلى'

export const yourDate: typeof en.yourDate = 'موعد الانتقال'

export const setDate: typeof en.setDate = 'في تاريخ محدد'

export const flexible: typeof en.flexible = 'موعدي مرن'

export const howFlexible: typeof en.howFlexible = 'ما مدى مرونة الموعد؟'

export const chooseOne: typeof en.chooseOne = 'اختر خيارًا'

export const aroundDate: typeof en.aroundDate = 'في حدود أي تاريخ؟'

export const movingDate: typeof en.movingDate = 'تاريخ الانتقال'

export const dateUnknown: typeof en.dateUnknown = 'اتركه فارغًا إن لم تكن تعرفه بعد.'

export const dateBusy: typeof en.dateBusy = 'عطلات نهاية الأسبوع ونهايات الأشهر تُحجز أولًا في الصيف.'

export const eachVolume: typeof en.eachVolume = (volume) => `حوالي ${volume} للقطعة`

export const fewer: typeof en.fewer = (item) => `إنقاص واحد: ${item}`

export const more: typeof en.more = (item) => `زيادة واحد: ${item}`

export const sizeKind: typeof en.sizeKind = 'كيف تودّ أن تخبرنا؟'

export const byDesks: typeof en.byDesks = 'حسب عدد المكاتب'

export const byDesksNote: typeof en.byDesksNote = 'الأسرع للمكاتب'

export const byHome: typeof en.byHome = 'حسب حجم المنزل'

export const byHomeNote: typeof en.byHomeNote = 'الأسرع: من الاستوديو إلى 5 غرف نوم أو أكثر'

export const byItems: typeof en.byItems = 'سرد مقتنياتي'

export const byItemsNote: typeof en.byItemsNote = 'غرفةً غرفة، لتقدير أدق'

export const homeSize: typeof en.homeSize = 'حجم منزلك'

export const homeVolume: typeof en.homeVolume = (volume) => `حوالي ${volume} م³`

export const desks: typeof en.desks = 'عدد المكاتب'

export const desksHint: typeof en.desksHint = 'احسب كل غرفة اجتماعات ومكتب استقبال مكتبًا واحدًا.'

export const itemCount: typeof en.itemCount = (count) =>
  plural('ar', count, {
    zero: 'لا قطع',
    one: 'قطعة واحدة',
    two: 'قطعتان',
    few: '# قطع',
    other: '# قطعة',
  })

export const specialCare: typeof en.specialCare = 'هل هناك ما يحتاج إلى عناية خاصة؟'

export const estimatedVolume: typeof en.estimatedVolume = 'الحجم التقديري'

export const suggested: typeof en.suggested = (shipping) => `المقترح: ${shipping}`

export const fullName: typeof en.fullName = 'الاسم الكامل'

export const phone: typeof en.phone = 'رقم الجوال'

export const email: typeof en.email = 'البريد الإلكتروني'

export const contactMethod: typeof en.contactMethod = 'طريقة التواصل المفضّلة'

export const contactTime: typeof en.contactTime = 'أنسب وقت للتواصل'

export const notes: typeof en.notes = 'هل هناك أي شيء آخر ينبغي أن نعرفه؟ (اختياري)'

export const consentBefore: typeof en.consentBefore = `أوافق على أن تتواصل معي ${companyName} بشأن عرض السعر هذا وأن تحتفظ ببياناتي وفق ما توضّحه `

export const consentLink: typeof en.consentLink = 'سياسة الخصوصية'

export const consentAfter: typeof en.consentAfter = ' الخاصة بها.'

export const you: typeof en.you = 'بياناتك'

export const edit: typeof en.edit = (step) => `تعديل ${step}`

export const total: typeof en.total = 'الإجمالي'
